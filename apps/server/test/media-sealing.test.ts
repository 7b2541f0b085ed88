import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mediaKeys, messages } from '../src/db/schema.ts';
import { legacyMediaRepo } from '../src/modules/conversations/legacy-media-repo.ts';
import { filesHolding, filesUnder } from './helpers/files-at-rest.ts';
import { clinicWithVoiceNote } from './helpers/clinic-with-voice-note.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { callAs, createSecondApp, type TestApp } from './helpers/test-app.ts';

/**
 * Media sealed at rest: what is on disk does not read as the file, the link serves it
 * whole, files from before are sealed in the background, and the server key can be rotated.
 */
let clinic: Awaited<ReturnType<typeof clinicWithVoiceNote>>;
let t: TestApp;
let user: { id: string; token: string };
const phone = '5511987650011';
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(3000)]);
const mediaDir = () => path.join(t.config.dataDir, 'media');

beforeAll(async () => {
  clinic = await clinicWithVoiceNote({ phone, instanceId: 'SELO1' });
  ({ t, user } = clinic);
});
afterAll(() => clinic.close());

const storedAudios = () => clinic.audios();

describe('media sealed at rest', () => {
  it('keeps sent and received voice notes sealed on disk and serves them whole', async () => {
    const sent = await callAs(t, user.token, 'POST', '/dashboard/messages/send-audio', {
      chatId: phone,
      phone,
      audio: `data:audio/mpeg;base64,${MP3.toString('base64')}`,
      duration: 2,
    });
    expect(sent.statusCode).toBe(200);
    const audios = await storedAudios();
    const mine = audios.find((a) => a.messageId === sent.json().data.messageId)!;
    const theirs = audios.find((a) => !a.fromMe)!;
    const served = await t.app.inject({ url: mine.audioUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(MP3)).toBe(true);
    const received = (await t.app.inject({ url: theirs.audioUrl! })).rawPayload;
    expect(received.length).toBeGreaterThan(32);

    // Our send's echo may have queued a download of the same voice note: its copy is not kept.
    await t.app.services.downloader.idle();
    const rows = await t.database.db
      .select({ mediaPath: messages.mediaPath })
      .from(messages)
      .where(eq(messages.clinicId, user.id));
    const paths = rows.flatMap((r) => (r.mediaPath ? [r.mediaPath] : []));
    expect(paths).toHaveLength(2);
    for (const p of paths) expect(p).toMatch(/\.enc$/);
    // What a stolen disk holds: two files, neither holding 32 bytes of either voice note.
    expect(
      filesUnder(mediaDir())
        .map((f) => path.relative(mediaDir(), f.file))
        .sort(),
    ).toEqual(paths.sort());
    expect(filesHolding(mediaDir(), MP3)).toEqual([]);
    expect(filesHolding(mediaDir(), received)).toEqual([]);
  });

  it('stops serving a member’s signed links once they leave the clinic (review 3, finding 6)', async () => {
    const bruno = await joinClinic(t, user.token);
    const linksOf = async (who: string) =>
      (
        (await callAs(t, who, 'GET', `/dashboard/messages/${phone}`)).json().audios as Array<{
          audioUrl: string;
        }>
      )[0]!.audioUrl;
    const brunos = await linksOf(bruno.token);
    expect((await t.app.inject({ url: brunos })).statusCode).toBe(200);
    const removed = await callAs(t, user.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    expect(removed.statusCode).toBe(200);
    // Signed minutes ago and not expired: his link opens nothing now; the owner's still does.
    expect((await t.app.inject({ url: brunos })).statusCode).toBe(404);
    expect((await t.app.inject({ url: await linksOf(user.token) })).statusCode).toBe(200);
  });

  it('seals a file stored before sealing existed, in the background, and still serves it', async () => {
    const theirs = (await storedAudios()).find((a) => !a.fromMe)!;
    const plain = (await t.app.inject({ url: theirs.audioUrl! })).rawPayload;
    const [row] = await t.database.db
      .select({ id: messages.id, mediaPath: messages.mediaPath })
      .from(messages)
      .where(
        and(eq(messages.clinicId, user.id), eq(messages.fromMe, false), eq(messages.type, 'audio')),
      );
    // As a server of the previous version left it: the plain file, named without the suffix.
    const legacy = `${user.id}/${randomUUID()}.ogg`;
    mkdirSync(path.join(mediaDir(), user.id), { recursive: true });
    writeFileSync(path.join(mediaDir(), legacy), plain);
    rmSync(path.join(mediaDir(), row!.mediaPath!));
    await t.database.db.update(messages).set({ mediaPath: legacy }).where(eq(messages.id, row!.id));
    expect(filesHolding(mediaDir(), plain)).toHaveLength(1);
    expect((await t.app.inject({ url: theirs.audioUrl! })).rawPayload.equals(plain)).toBe(true);

    expect(await t.app.services.legacySealing.runOnce(() => false)).toBe(1);
    const [after] = await t.database.db
      .select({ mediaPath: messages.mediaPath })
      .from(messages)
      .where(eq(messages.id, row!.id));
    expect(after!.mediaPath).toBe(`${legacy}.enc`);
    expect(filesHolding(mediaDir(), plain)).toEqual([]);
    expect((await t.app.inject({ url: theirs.audioUrl! })).rawPayload.equals(plain)).toBe(true);
    // Nothing left to seal: the next pass finds nothing and rests.
    expect(await t.app.services.legacySealing.runOnce(() => false)).toBe(0);
  });

  it('finds the files left to seal through its partial index, not by reading every message', async () => {
    // The hourly pass asks this of the whole messages table; with sequential scans ruled out the
    // planner must still have a way, and the partial index is the small one (bench/README.md).
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = legacyMediaRepo.afterQuery(tx, randomUUID(), 50).getSQL();
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('messages_unsealed_media_idx');
  });

  it('rotates the server key: clinic keys re-sealed at start, files unchanged and readable', async () => {
    const audios = await storedAudios();
    const before = await Promise.all(
      audios.map(async (a) => (await t.app.inject({ url: a.audioUrl! })).rawPayload),
    );
    const filesBefore = filesUnder(mediaDir());
    const keyRow = async () =>
      (await t.database.db.select().from(mediaKeys).where(eq(mediaKeys.clinicId, user.id)))[0]!;
    const sealedBefore = await keyRow();
    const newKey = randomBytes(32).toString('base64url');
    const onDisk = { DATA_DIR: t.config.dataDir };

    // The new key with the old one as previous: re-sealed when the process starts.
    const rotating = await createSecondApp(t, {
      env: { ...onDisk, MEDIA_KEY: newKey, MEDIA_KEY_PREVIOUS: t.config.mediaKey },
    });
    await rotating.app.ready();
    await rotating.close();
    const sealedAfter = await keyRow();
    expect(sealedAfter.kekId).not.toBe(sealedBefore.kekId);
    expect(sealedAfter.wrapped).not.toBe(sealedBefore.wrapped);
    // The files were not rewritten.
    expect(filesUnder(mediaDir())).toEqual(filesBefore);

    // The new key alone now opens every file.
    const rotated = await createSecondApp(t, { env: { ...onDisk, MEDIA_KEY: newKey } });
    try {
      for (const [i, a] of audios.entries()) {
        const res = await rotated.app.inject({ url: a.audioUrl! });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(before[i]!)).toBe(true);
      }
    } finally {
      await rotated.close();
    }

    // A server given neither key refuses to start, and says which setting to fix.
    const stranger = await createSecondApp(t, {
      env: { ...onDisk, MEDIA_KEY: randomBytes(32).toString('base64url') },
    });
    await expect(stranger.app.ready()).rejects.toThrow(/MEDIA_KEY_PREVIOUS/);
    await stranger.close().catch(() => undefined);
  });
});
