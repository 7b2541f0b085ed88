import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { mediaDownloads, messages } from '../src/db/schema.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';
import { filesUnder } from './helpers/files-at-rest.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * The download queue of received files, kept in the database: retried while retrying can help,
 * given up after three attempts, and never what keeps a shutdown waiting.
 */
let provider: Server;
let providerUrl: string;
const hits = new Map<string, number>();
const stuck: ServerResponse[] = [];
const held: ServerResponse[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    const path = req.url ?? '';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path === '/falha-uma-vez.png' && n === 1) res.writeHead(503).end();
    else if (path === '/sempre-falha.png') res.writeHead(500).end();
    else if (path === '/nunca-responde.png') stuck.push(res);
    else if (path === '/segura.png') held.push(res);
    else res.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const res of stuck) res.destroy();
  provider.close();
});

async function clinicWithImage(t: TestApp, messageId: string, file: string) {
  const user = await signUp(t);
  const { webhookSecret } = await seedInstance(t, user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${webhookSecret}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      type: 'ReceivedCallback',
      messageId,
      phone: '5511955550000',
      fromMe: false,
      momment: t.clock.now().getTime(),
      image: { imageUrl: `${providerUrl}${file}`, mimeType: 'image/png' },
    }),
  });
  expect(res.statusCode).toBe(200);
  const row = async () => {
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.messageId, messageId)));
    const queued = await t.database.db
      .select()
      .from(mediaDownloads)
      .where(eq(mediaDownloads.messageId, message!.id));
    return { message: message!, queued: queued[0] };
  };
  return { row, user };
}

it('retries a file the provider failed to serve once, then stores it and leaves the queue', async () => {
  const t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  try {
    const { row } = await clinicWithImage(t, 'FILA1', '/falha-uma-vez.png');
    await t.app.services.downloader.idle();
    const { message, queued } = await row();
    expect(message.mediaPath).not.toBeNull();
    expect(queued).toBeUndefined();
    expect(hits.get('/falha-uma-vez.png')).toBe(2);
  } finally {
    await t.close();
  }
});

it('gives up after three failed attempts', async () => {
  const t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  try {
    const { row } = await clinicWithImage(t, 'FILA2', '/sempre-falha.png');
    await t.app.services.downloader.idle();
    const { message, queued } = await row();
    expect(message.mediaPath).toBeNull();
    expect(queued).toBeUndefined();
    expect(hits.get('/sempre-falha.png')).toBe(3);
    expect(t.logs.join('')).toContain('falha ao baixar mídia recebida');
  } finally {
    await t.close();
  }
});

it('a shutdown cuts a stuck download short and hands it back to the queue, uncounted', async () => {
  const t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  try {
    const { row } = await clinicWithImage(t, 'FILA3', '/nunca-responde.png');
    await waitFor(
      async () => hits.get('/nunca-responde.png') ?? 0,
      (n) => n === 1,
    );
    expect((await row()).queued?.claimedAt).not.toBeNull();
    // Before, the shutdown waited for the file host (30 s a try, three tries).
    await t.app.close();
    const { message, queued } = await row();
    expect(message.mediaPath).toBeNull();
    expect(queued).toMatchObject({ claimedAt: null, attempts: 0 });
  } finally {
    await t.close();
  }
});

it('keeps no copy of a file whose message was erased while it downloaded', async () => {
  const t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  try {
    const { row, user } = await clinicWithImage(t, 'FILA4', '/segura.png');
    await waitFor(
      async () => held.length,
      (n) => n === 1,
    );
    const erased = await t.app.inject({
      method: 'POST',
      url: '/dashboard/chats/5511955550000/erase',
      headers: bearer(user.token),
      payload: { confirmPhone: '5511955550000' },
    });
    expect(erased.statusCode).toBe(200);
    held[0]!.writeHead(200, { 'content-type': 'image/png' }).end('PNG-DE-PACIENTE-APAGADO');
    await t.app.services.downloader.idle();
    await expect(row()).rejects.toThrow();
    // Before, the download named a row that no longer existed and its file stayed on disk.
    expect(filesUnder(join(t.config.dataDir, 'media'))).toEqual([]);
  } finally {
    await t.close();
  }
});
