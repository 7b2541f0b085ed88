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
 * given up after three attempts, and never what keeps a shutdown waiting. The tests share one
 * app, each with its own clinic and file, but the shutdown's, which closes its own.
 */
let t: TestApp;
let provider: Server;
let providerUrl: string;
const hits = new Map<string, number>();
const stuck: ServerResponse[] = [];
const held: ServerResponse[] = [];
/** What the fake provider does on a send-audio before it answers (see the echo's test). */
let onSendAudio: (() => Promise<void>) | undefined;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const path = req.url ?? '';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path === '/falha-uma-vez.png' && n === 1) res.writeHead(503).end();
    else if (path === '/sempre-falha.png') res.writeHead(500).end();
    else if (path === '/nunca-responde.png') stuck.push(res);
    else if (path === '/segura.png') held.push(res);
    else if (path.endsWith('/send-audio'))
      void (onSendAudio?.() ?? Promise.resolve()).then(() =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ zaapId: 'Z-ECO', messageId: 'ECO1', id: 'ECO1' })),
      );
    else res.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({ ZAPI_BASE_URL: providerUrl });
});
afterAll(async () => {
  await t?.close();
  for (const res of stuck) res.destroy();
  provider.close();
});

async function clinicWithImage(app: TestApp, messageId: string, file: string) {
  const user = await signUp(app);
  const { webhookSecret } = await seedInstance(app, user.id);
  const res = await app.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${webhookSecret}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      type: 'ReceivedCallback',
      messageId,
      phone: '5511955550000',
      fromMe: false,
      momment: app.clock.now().getTime(),
      image: { imageUrl: `${providerUrl}${file}`, mimeType: 'image/png' },
    }),
  });
  expect(res.statusCode).toBe(200);
  const row = async () => {
    const [message] = await app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.messageId, messageId)));
    const queued = await app.database.db
      .select()
      .from(mediaDownloads)
      .where(eq(mediaDownloads.messageId, message!.id));
    return { message: message!, queued: queued[0] };
  };
  /**
   * Once attempt `n` has failed and is queued again, moves the clock to its retry (500 ms per
   * attempt made), which the queue reads from the app's clock: no real wait for it.
   */
  const skipToRetry = async (n: number) => {
    const { queued } = await waitFor(row, (r) => r.queued?.attempts === n && !r.queued.claimedAt);
    app.clock.advance(Math.max(0, queued!.nextAttemptAt!.getTime() - app.clock.now().getTime()));
    app.app.services.downloader.nudge();
  };
  return { row, user, skipToRetry, webhookSecret };
}

it('retries a file the provider failed to serve once, then stores it and leaves the queue', async () => {
  const { row, skipToRetry } = await clinicWithImage(t, 'FILA1', '/falha-uma-vez.png');
  await skipToRetry(1);
  await t.app.services.downloader.idle();
  const { message, queued } = await row();
  expect(message.mediaPath).not.toBeNull();
  expect(queued).toBeUndefined();
  expect(hits.get('/falha-uma-vez.png')).toBe(2);
});

it('gives up after three failed attempts', async () => {
  const logsFrom = t.logs.length;
  const { row, skipToRetry } = await clinicWithImage(t, 'FILA2', '/sempre-falha.png');
  await skipToRetry(1);
  await skipToRetry(2);
  await t.app.services.downloader.idle();
  const { message, queued } = await row();
  expect(message.mediaPath).toBeNull();
  expect(queued).toBeUndefined();
  expect(hits.get('/sempre-falha.png')).toBe(3);
  expect(t.logs.slice(logsFrom).join('')).toContain('falha ao baixar mídia recebida');
});

it('a shutdown cuts a stuck download short and hands it back to the queue, uncounted', async () => {
  // Its own app: this test closes it.
  const own = await createTestApp({ ZAPI_BASE_URL: providerUrl });
  try {
    const { row } = await clinicWithImage(own, 'FILA3', '/nunca-responde.png');
    await waitFor(
      async () => hits.get('/nunca-responde.png') ?? 0,
      (n) => n === 1,
    );
    expect((await row()).queued?.claimedAt).not.toBeNull();
    // Before, the shutdown waited for the file host (30 s a try, three tries).
    await own.app.close();
    const { message, queued } = await row();
    expect(message.mediaPath).toBeNull();
    expect(queued).toMatchObject({ claimedAt: null, attempts: 0 });
  } finally {
    await own.close();
  }
});

it('keeps no copy of a file whose message was erased while it downloaded', async () => {
  // The files the other tests stored stay; this one adds none.
  const media = join(t.config.dataDir, 'media');
  const before = filesUnder(media);
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
  expect(filesUnder(media)).toEqual(before);
});

it("keeps one file when the provider's echo of a sent voice note was downloaded first", async () => {
  const media = join(t.config.dataDir, 'media');
  const { user, webhookSecret } = await clinicWithImage(t, 'FILA5', '/primeira.png');
  await t.app.services.downloader.idle();
  const before = filesUnder(media).length;
  // The provider reports our send (with its own link to the file) and that copy is stored
  // before the send's answer arrives: the send's own copy would be a second, unnamed file.
  onSendAudio = async () => {
    const echo = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapi/${webhookSecret}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: 'ECO1',
        phone: '5511955550000',
        fromMe: true,
        momment: t.clock.now().getTime(),
        audio: { audioUrl: `${providerUrl}/eco.mp3`, mimeType: 'audio/mpeg', seconds: 2 },
      }),
    });
    expect(echo.statusCode).toBe(200);
    await t.app.services.downloader.idle();
  };
  try {
    const voice = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(300, 7)]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/dashboard/messages/send-audio',
      headers: bearer(user.token),
      payload: {
        chatId: '5511955550000',
        phone: '5511955550000',
        audio: `data:audio/mpeg;base64,${voice.toString('base64')}`,
        duration: 2,
      },
    });
    expect(sent.statusCode).toBe(200);
  } finally {
    onSendAudio = undefined;
  }
  await t.app.services.downloader.idle();
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.clinicId, user.id), eq(messages.messageId, 'ECO1')));
  expect(row?.mediaPath).toBeTruthy();
  expect(row?.sentBy).toBe('user');
  // Before, the send's copy replaced the echo's on the row and the echo's stayed on disk.
  expect(filesUnder(media)).toHaveLength(before + 1);
});
