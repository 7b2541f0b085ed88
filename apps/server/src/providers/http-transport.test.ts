import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHttpTransport } from './http-transport.ts';
import { ProviderError } from './messaging-provider.ts';

/**
 * A scripted server: each request pops the next answer. Status 0 drops the connection after the
 * request was read (it may have been taken); 'hang' never answers.
 */
let server: Server;
let base = '';
const answers: Array<{ status: number | 'hang'; body?: string }> = [];
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const next = answers.shift() ?? { status: 200, body: '' };
      if (next.status === 'hang') return;
      if (next.status === 0) return req.socket.destroy();
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(next.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

function script(...list: typeof answers) {
  answers.length = 0;
  requests = 0;
  answers.push(...list);
}

/** The provider's reading of an error answer: 5xx may pass later, 4xx never. */
const refusal = (status: number, text: string) =>
  new ProviderError(`recusado ${status}`, status, status >= 500, text || undefined);

const transport = (timeoutMs = 2000) =>
  createHttpTransport({ backoffMs: 1, attempts: 3, timeoutMs, refusal });

describe('createHttpTransport', () => {
  it('answers a 2xx with its status and text, retrying what the provider says may pass', async () => {
    script({ status: 503 }, { status: 502 }, { status: 201, body: '{"ok":true}' });
    const answer = await transport().request({ method: 'GET', url: `${base}/x`, headers: {} });
    expect(answer).toEqual({ status: 201, text: '{"ok":true}' });
    expect(requests).toBe(3);
  });

  it("stops at the attempts and throws the provider's reading of the last answer", async () => {
    script({ status: 500, body: 'a' }, { status: 500, body: 'b' }, { status: 500, body: 'c' });
    const failure = transport().request({ method: 'GET', url: `${base}/x`, headers: {} });
    await expect(failure).rejects.toMatchObject({ message: 'recusado 500', providerMessage: 'c' });
    expect(requests).toBe(3);
  });

  it('tries a refusal that cannot pass once', async () => {
    script({ status: 400, body: 'não' });
    const failure = transport().request({ method: 'POST', url: `${base}/x`, headers: {} });
    await expect(failure).rejects.toMatchObject({ status: 400, retryable: false });
    expect(requests).toBe(1);
  });

  it('does not repeat a send the provider may have taken; repeats a reading', async () => {
    script({ status: 0 });
    const send = transport().request({ method: 'POST', url: `${base}/x`, headers: {}, send: true });
    await expect(send).rejects.toMatchObject({
      message: MSG.provider.unreachable,
      maybeDelivered: true,
    });
    expect(requests).toBe(1);

    script({ status: 0 }, { status: 200, body: 'lido' });
    const read = await transport().request({ method: 'GET', url: `${base}/x`, headers: {} });
    expect(read.text).toBe('lido');
    expect(requests).toBe(2);
  });

  it('tries a send again when no connection was made (it cannot have been received)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const failure = transport().request({
      method: 'POST',
      url: `http://127.0.0.1:${port}/x`,
      headers: {},
      send: true,
    });
    // All three attempts refused before connecting: the last one's error, never delivered.
    await expect(failure).rejects.toMatchObject({
      message: MSG.provider.unreachable,
      maybeDelivered: false,
      retryable: true,
    });
  });

  it('reads a timeout as the provider not answering in time', async () => {
    script({ status: 'hang' });
    const failure = createHttpTransport({ attempts: 1, timeoutMs: 100, refusal }).request({
      method: 'GET',
      url: `${base}/x`,
      headers: {},
    });
    await expect(failure).rejects.toMatchObject({ message: MSG.provider.timeout, status: null });
  });
});
