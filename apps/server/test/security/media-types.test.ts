import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, messages } from '../../src/db/schema.ts';
import { cleanMediaType, mediaDisposition } from '../../src/lib/media-type.ts';
import { seedInstance } from '../helpers/seed-instance.ts';
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * A patient's phone names the type of the file it sends. A page type (text/html) must never be
 * rendered on our origin, a type with CR/LF must not break its link, and the link must not outlive
 * the session by an hour in the browser's cache.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let secret: string;
const CHAT = '5511944445555';

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  secret = (await seedInstance(t, user.id)).webhookSecret;
});
afterAll(() => t.close());

/** A received file as the downloader leaves it: on disk, with the type the webhook named. */
async function storedMedia(messageId: string, mediaMime: string, body: string, fileName?: string) {
  const rel = path.join(user.id, `${messageId}.bin`);
  mkdirSync(path.join(t.config.dataDir, 'media', user.id), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'media', rel), body);
  await t.database.db
    .insert(chats)
    .values({ clinicId: user.id, chatId: CHAT, phone: CHAT, column: 'inbox' })
    .onConflictDoNothing();
  await t.database.db.insert(messages).values({
    clinicId: user.id,
    chatId: CHAT,
    messageId,
    fromMe: false,
    type: 'document',
    content: null,
    mediaPath: rel,
    mediaMime,
    fileName: fileName ?? null,
    timestamp: t.clock.now(),
  });
}

/** A patient's message with a file, through the real webhook (its download is not awaited). */
const received = (messageId: string, media: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      type: 'ReceivedCallback',
      messageId,
      phone: CHAT,
      fromMe: false,
      momment: t.clock.now().getTime(),
      ...media,
    }),
  });

async function linkOf(messageId: string): Promise<string> {
  const res = await t.app.inject({
    url: `/dashboard/messages/${CHAT}`,
    headers: bearer(user.token),
  });
  const row = (res.json().messages as Array<{ messageId: string; mediaUrl: string | null }>).find(
    (m) => m.messageId === messageId,
  );
  return row!.mediaUrl!;
}

describe('media answers', () => {
  it('sends a page type as a download, sandboxed, never sniffed, never cached', async () => {
    const page = '<meta http-equiv="refresh" content="0;url=https://fora.example">';
    await storedMedia('HTML1', 'text/html', page, 'convite.html');
    const res = await t.app.inject({ url: await linkOf('HTML1') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''convite\.html$/,
    );
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows images, audio, video and PDF inline, still sandboxed', async () => {
    await storedMedia('PDF1', 'application/pdf', '%PDF-1.4');
    const res = await t.app.inject({ url: await linkOf('PDF1') });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toBe('sandbox');
  });

  it('answers a type stored with CR/LF as a plain download instead of a 500', async () => {
    await storedMedia('CRLF1', 'image/png\r\nX-Injetado: sim', 'png?');
    const res = await t.app.inject({ url: await linkOf('CRLF1') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-injetado']).toBeUndefined();
  });

  it('stores only a clean type from a webhook', async () => {
    const hook = await received('TIPO-RUIM', {
      // Not fetched: the address is of a closed port, the type is what is checked here.
      document: {
        documentUrl: 'http://127.0.0.1:1/x.pdf',
        mimeType: 'application/pdf\r\nSet-Cookie: a=b',
        fileName: 'x.pdf',
      },
    });
    expect(hook.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), eq(messages.messageId, 'TIPO-RUIM')));
    expect(row!.mediaMime).toBe('application/octet-stream');
  });
});

describe('cleanMediaType and mediaDisposition', () => {
  it.each([
    ['image/JPEG', 'image/jpeg'],
    ['audio/ogg; codecs=opus', 'audio/ogg'],
    ['text/html\r\nX: y', 'application/octet-stream'],
    ['nada', 'application/octet-stream'],
    [null, null],
  ])('%j -> %j', (given, expected) => {
    expect(cleanMediaType(given)).toBe(expected);
  });

  it('puts only the allow-list inline, and names files safely', () => {
    expect(mediaDisposition('image/svg+xml', null)).toBe('attachment');
    expect(mediaDisposition('audio/mpeg', 'voz "1".mp3')).toBe(
      `inline; filename*=UTF-8''voz%20%221%22.mp3`,
    );
  });

  it('gives no link for a file not stored yet or whose download failed, never the webhook’s URL', async () => {
    // A forged webhook's image would be a tracking pixel in every member's chat window.
    const pixel = 'http://127.0.0.1:1/pixel.png?quem=recepcao';
    const hook = await received('PIXEL1', {
      image: { imageUrl: pixel, mimeType: 'image/png', caption: 'Olá' },
    });
    expect(hook.statusCode).toBe(200);
    // Its download fails (a closed port); before and after, the page has no link for it.
    expect(await linkOf('PIXEL1')).toBeNull();
    await t.app.services.downloader.idle();
    const page = await t.app.inject({
      url: `/dashboard/messages/${CHAT}`,
      headers: bearer(user.token),
    });
    expect(page.body).not.toContain('127.0.0.1:1');
    expect(await linkOf('PIXEL1')).toBeNull();
  });
});
