// @runtime: streams and fetch (the S3 client's bodies and ranges).
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../src/db/schema.ts';
import { filesHolding, filesUnder } from './helpers/files-at-rest.ts';
import { clinicWithVoiceNote } from './helpers/clinic-with-voice-note.ts';
import { startS3Server, type TestS3 } from './helpers/s3-server.ts';
import { callAs, type TestApp } from './helpers/test-app.ts';

/**
 * MEDIA_STORE=s3 against a real S3-compatible server: voice notes sent and received go
 * to the bucket sealed, come back whole, nothing stays on this machine's disk, and an erasure
 * removes the patient's objects.
 */
let clinic: Awaited<ReturnType<typeof clinicWithVoiceNote>>;
let t: TestApp;
let user: { id: string; token: string };
let s3: TestS3;
const phone = '5511987650031';
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(100_000)]);
const objects = () =>
  filesUnder(path.join(s3.dir, s3.bucket)).filter((f) => f.file.endsWith('._S3rver_object'));

beforeAll(async () => {
  s3 = await startS3Server();
  clinic = await clinicWithVoiceNote({ phone, instanceId: 'BALDE1', env: s3.env });
  ({ t, user } = clinic);
});
afterAll(async () => {
  await clinic.close();
  await s3.close();
});

describe('media in an S3-compatible object store', () => {
  it('stores voice notes in the bucket, sealed, and serves them whole', async () => {
    const sent = await callAs(t, user.token, 'POST', '/dashboard/messages/send-audio', {
      chatId: phone,
      phone,
      audio: `data:audio/mpeg;base64,${MP3.toString('base64')}`,
      duration: 3,
    });
    expect(sent.statusCode).toBe(200);
    await t.app.services.downloader.idle();
    const audios = await clinic.audios();
    const mine = audios.find((a) => a.messageId === sent.json().data.messageId)!;
    const served = await t.app.inject({ url: mine.audioUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.rawPayload.equals(MP3)).toBe(true);
    const theirs = await t.app.inject({ url: audios.find((a) => !a.fromMe)!.audioUrl! });
    expect(theirs.statusCode).toBe(200);

    expect(objects()).toHaveLength(2);
    expect(filesHolding(s3.dir, MP3)).toEqual([]);
    expect(filesHolding(s3.dir, theirs.rawPayload)).toEqual([]);
    // Downloads pass through this machine's work folder only while they run.
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it("removes a patient's objects from the bucket when their data is erased", async () => {
    expect(objects().length).toBeGreaterThan(0);
    const erased = await callAs(t, user.token, 'POST', `/dashboard/chats/${phone}/erase`, {
      confirmPhone: phone,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const files = await t.database.db
      .select({ path: messages.mediaPath })
      .from(messages)
      .where(and(eq(messages.clinicId, user.id), isNotNull(messages.mediaPath)));
    expect(files).toEqual([]);
    expect(objects()).toEqual([]);
  });
});
