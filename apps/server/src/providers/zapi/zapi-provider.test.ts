import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProviderError } from '../messaging-provider.ts';
import { createZapiProvider } from './zapi-provider.ts';

/** A scripted provider: each call pops the next answer, and every request is recorded. */
let server: Server;
let base = '';
const answers: Array<{ status: number; body: unknown }> = [];
const requests: Array<{
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = answers.shift() ?? { status: 200, body: {} };
      // Status 0: the request was read, then the connection drops with no answer.
      if (next.status === 0) return req.socket.destroy();
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const inst = { kind: 'zapi' as const, instanceId: 'INST1', token: 'TOK1', clientToken: 'CT1' };
const provider = () => createZapiProvider({ baseUrl: base, backoffMs: 5, timeoutMs: 1000 });

function script(...list: Array<{ status: number; body: unknown }>) {
  answers.length = 0;
  requests.length = 0;
  answers.push(...list);
}

describe('createZapiProvider', () => {
  it('puts instance and token in the path and the Client-Token in a header', async () => {
    script({ status: 200, body: { connected: true, error: 'You are already connected.' } });
    expect(await provider().status(inst)).toEqual({
      connected: true,
      error: 'You are already connected.',
    });
    expect(requests[0]!.url).toBe('/instances/INST1/token/TOK1/status');
    expect(requests[0]!.headers['client-token']).toBe('CT1');
  });

  it('retries network-like failures, 429 and 5xx, then succeeds', async () => {
    script(
      { status: 503, body: {} },
      { status: 429, body: {} },
      { status: 200, body: { messageId: 'M1', zaapId: 'Z', id: 'M1' } },
    );
    expect(await provider().sendText(inst, { phone: '5511', message: 'oi' })).toEqual({
      messageId: 'M1',
    });
    expect(requests).toHaveLength(3);
    expect(JSON.parse(requests[2]!.body)).toEqual({ phone: '5511', message: 'oi' });
  });

  it('never retries another 4xx and says it in pt-BR', async () => {
    script({
      status: 400,
      body: { error: 'To continue sending a message, you must subscribe to this instance again' },
    });
    const err = await provider()
      .sendText(inst, { phone: '5511', message: 'oi' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toContain('assinatura');
    expect(requests).toHaveLength(1);
  });

  it('gives up after three tries', async () => {
    script(
      { status: 500, body: {} },
      { status: 500, body: {} },
      { status: 500, body: {} },
      { status: 200, body: {} },
    );
    await expect(provider().status(inst)).rejects.toThrow('instabilidade');
    expect(requests).toHaveLength(3);
  });

  it('normalises string-typed chat fields and second timestamps', async () => {
    script({
      status: 200,
      body: [
        {
          name: 'Ana',
          phone: '5511999999999',
          unread: '3',
          lastMessageTime: '1622991687',
          isGroup: 'false',
          profileThumbnail: null,
        },
        {
          name: 'Equipe',
          phone: '120363019502650977-group',
          unread: '0',
          lastMessageTime: 1622991687000,
          isGroup: true,
        },
        { phone: '120363166555745933@newsletter', unread: 0 },
        { name: 'sem telefone' },
      ],
    });
    const chats = await provider().listChats(inst, 1, 100);
    expect(requests[0]!.url).toBe('/instances/INST1/token/TOK1/chats?page=1&pageSize=100');
    expect(chats).toEqual([
      {
        phone: '5511999999999',
        name: 'Ana',
        unread: 3,
        lastMessageTime: new Date(1622991687000),
        profileThumbnail: null,
        isGroup: false,
        isNewsletter: false,
      },
      {
        phone: '120363019502650977-group',
        name: 'Equipe',
        unread: 0,
        lastMessageTime: new Date(1622991687000),
        profileThumbnail: null,
        isGroup: true,
        isNewsletter: false,
      },
      {
        phone: '120363166555745933@newsletter',
        name: null,
        unread: 0,
        lastMessageTime: null,
        profileThumbnail: null,
        isGroup: false,
        isNewsletter: true,
      },
    ]);
  });

  it('accepts both documented shapes of the profile picture answer', async () => {
    script(
      { status: 200, body: { link: 'https://pps/a.jpg' } },
      { status: 200, body: [{ link: 'https://pps/b.jpg' }] },
      { status: 200, body: {} },
    );
    const p = provider();
    expect(await p.profilePicture(inst, '5511')).toBe('https://pps/a.jpg');
    expect(await p.profilePicture(inst, '5511')).toBe('https://pps/b.jpg');
    expect(await p.profilePicture(inst, '5511')).toBeNull();
  });

  it('reads a 200 {"value": false} as a refusal', async () => {
    script({ status: 200, body: { value: false } });
    await expect(
      provider().configureWebhooks(inst, 'https://x/webhooks/zapi/s'),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(JSON.parse(requests[0]!.body)).toEqual({
      value: 'https://x/webhooks/zapi/s',
      notifySentByMe: true,
    });
    expect(requests[0]!.method).toBe('PUT');
  });

  it('does not send again when the connection dropped after the request went out', async () => {
    script({ status: 0, body: {} }, { status: 200, body: { messageId: 'M2' } });
    const err = await provider()
      .sendText(inst, { phone: '5511', message: 'oi' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ retryable: true, maybeDelivered: true });
    expect(requests).toHaveLength(1);
    // A read is safe to repeat.
    script({ status: 0, body: {} }, { status: 200, body: { connected: true } });
    expect((await provider().status(inst)).connected).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('reports a provider that is down as retryable, in pt-BR', async () => {
    const down = createZapiProvider({ baseUrl: 'http://127.0.0.1:1', backoffMs: 1, attempts: 2 });
    await expect(down.status(inst)).rejects.toThrow('Não foi possível falar com o provedor');
  });
});
