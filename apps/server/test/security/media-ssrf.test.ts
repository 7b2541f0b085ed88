import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../src/db/schema.ts';
import { isPublicAddress } from '../../src/lib/public-address.ts';
import { seedInstance } from '../helpers/seed-instance.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * A webhook names the media link, so the server fetches a stranger's URL: it must not read its
 * own network for them, nor swallow an endless body.
 */
let t: TestApp;
let secret: string;
let userId: string;
let internal: Server;
let internalUrl: string;
let internalHits = 0;
let provider: Server;
let providerUrl: string;
const providerHits: string[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // Something on this machine that must stay private (the simulator's instance tokens, say).
  internal = createServer((_req, res) => {
    internalHits += 1;
    res.setHeader('content-type', 'image/png');
    res.end('TOKENS-INTERNOS');
  });
  internalUrl = await listen(internal);
  // The provider itself: trusted where it is, private address or not.
  provider = createServer((req, res) => {
    providerHits.push(req.url ?? '');
    if (req.url === '/redireciona') {
      res.writeHead(302, { location: `${internalUrl}/segredo.png` });
      res.end();
    } else if (req.url === '/sem-fim') {
      // Chunked, no Content-Length, far over the 32 MB limit.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const more = () => {
        while (sent < 64 && res.write(chunk)) sent += 1;
        if (sent < 64) res.once('drain', more);
        else res.end();
      };
      res.on('close', () => (sent = 64));
      more();
    } else {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('PNG-DO-PROVEDOR');
    }
  });
  providerUrl = await listen(provider);
  t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  const user = await signUp(t);
  userId = user.id;
  secret = (await seedInstance(t, user.id)).webhookSecret;
});
afterAll(async () => {
  await t.close();
  internal.close();
  provider.close();
});

async function imageFrom(messageId: string, imageUrl: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      type: 'ReceivedCallback',
      messageId,
      phone: '5511955556666',
      fromMe: false,
      momment: t.clock.now().getTime(),
      image: { imageUrl, mimeType: 'image/png' },
    }),
  });
  expect(res.statusCode).toBe(200);
  await t.app.services.downloader.idle();
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.clinicId, userId), eq(messages.messageId, messageId)));
  return row!;
}

describe('media links from webhooks', () => {
  it('fetches the provider’s own files, wherever the provider is', async () => {
    const row = await imageFrom('OK1', `${providerUrl}/foto.png`);
    expect(row.mediaPath).not.toBeNull();
  });

  it('never fetches a private address for a webhook', async () => {
    for (const [id, url] of [
      ['SSRF1', `${internalUrl}/segredo.png`],
      ['SSRF2', `http://localhost:${new URL(internalUrl).port}/segredo.png`],
      ['SSRF3', `http://[::ffff:127.0.0.1]:${new URL(internalUrl).port}/segredo.png`],
      ['SSRF4', 'file:///etc/passwd'],
    ] as const) {
      const row = await imageFrom(id, url);
      expect(row.mediaPath, url).toBeNull();
    }
    expect(internalHits).toBe(0);
  });

  it('checks every redirect too', async () => {
    const row = await imageFrom('SSRF5', `${providerUrl}/redireciona`);
    expect(row.mediaPath).toBeNull();
    expect(internalHits).toBe(0);
  });

  it('cuts an endless body at the limit and does not ask again', async () => {
    const before = providerHits.filter((u) => u === '/sem-fim').length;
    const row = await imageFrom('GRANDE1', `${providerUrl}/sem-fim`);
    expect(row.mediaPath).toBeNull();
    expect(providerHits.filter((u) => u === '/sem-fim').length - before).toBe(1);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['8.8.8.8', true],
    ['2800:3f0:4001:80e::200e', true],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
