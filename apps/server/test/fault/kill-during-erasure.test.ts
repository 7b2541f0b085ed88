import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

import {
  accessLog,
  appointments,
  chats,
  mediaDownloads,
  mediaRemovals,
  messages,
  tasks,
} from '../../src/db/schema.ts';
import { filesUnder } from '../helpers/files-at-rest.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { type FileHost, startFileHost } from './helpers/file-host.ts';
import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
  signIn,
} from './helpers/fault-database.ts';

// @instant-free: a kill -9 at four points of an erasure's transaction; nothing in it reads the date or the hour (scripts/test-sets.ts).
/**
 * kill -9 while a patient's data is being erased. The erasure is one transaction plus
 * a file queue written in it: killed before the commit, nothing is erased and the request was not
 * answered (the Responsável asks again); killed after, the files still on disk are removed after
 * the restart. Either way, once the erasure has been answered, nothing of the patient remains: no
 * row, no file, nothing queued; the other patient keeps every message and file.
 */
const IMAGES = 25;
// Kills at several points of the request: before, during and after its transaction.
const KILL_AFTER_MS = [0, 15, 40, 120];
const OTHER = '5511972000999';

let fault: FaultDatabase;
let server: ServerProcess | undefined;
let files: FileHost | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await files?.close();
  await fault?.drop();
  removeServerBundle();
});

it('leaves nothing of the patient after a kill -9 during the erasure and a restart', async () => {
  fault = await createFaultDatabase();
  const clinic = await seedClinic(fault);
  files = await startFileHost((req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end(randomBytes(20_000));
  });
  const filesUrl = files.url;
  const env = { ...fault.env(), ZAPI_BASE_URL: filesUrl };
  const entry = serverBundle();
  const patients = KILL_AFTER_MS.map((_, i) => `55119720000${String(i).padStart(2, '0')}`);

  server = await startServerProcess(env, { entry });
  const receive = async (phone: string, i: number) => {
    const res = await fetch(`${server!.url}/webhooks/zapi/${clinic.webhookSecret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: `APAGA${phone}${i}`,
        phone,
        fromMe: false,
        momment: Date.now(),
        chatName: `Paciente ${phone.slice(-2)}`,
        image: { imageUrl: `${filesUrl}/f/${phone}/${i}.png`, mimeType: 'image/png' },
      }),
    });
    expect(res.status).toBe(200);
  };
  // Posted a few at a time, as the provider does.
  const posts = [...patients, OTHER].flatMap((phone) =>
    Array.from({ length: IMAGES }, (_, i) => ({ phone, i })),
  );
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let post = posts.shift(); post; post = posts.shift()) await receive(post.phone, post.i);
    }),
  );

  let token = await signIn(server.url, clinic);
  const stored = async (phone: string) => {
    const res = await fetch(`${server!.url}/dashboard/messages/${phone}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status === 404) return 0;
    const body = (await res.json()) as { messages?: Array<{ mediaUrl: string | null }> };
    return (body.messages ?? []).filter((m) => m.mediaUrl?.startsWith('/dashboard/media/')).length;
  };
  for (const phone of [...patients, OTHER])
    await waitFor(
      () => stored(phone),
      (n) => n === IMAGES,
      60_000,
    );

  const erase = (phone: string) =>
    fetch(`${server!.url}/dashboard/chats/${phone}/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmPhone: phone }),
    });

  const outcomes: string[] = [];
  for (const [i, phone] of patients.entries()) {
    const answered = erase(phone).then(
      (r) => r.status,
      () => 'cortado' as const,
    );
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS[i]));
    await server.kill9();
    const status = await answered;
    server = await startServerProcess(env, { entry });
    token = await signIn(server.url, clinic);
    const committed = (await stored(phone)) === 0;
    outcomes.push(
      `${KILL_AFTER_MS[i]} ms: ${status}${committed ? ', já apagado' : ', nada apagado'}`,
    );
    // Not answered: the Responsável asks again, as the page tells them to.
    if (status !== 200) {
      const again = await erase(phone);
      expect([200, 404]).toContain(again.status);
    }
    expect(await stored(phone)).toBe(0);
  }
  console.info(`kill -9 durante a eliminação: ${outcomes.join('; ')}`);
  // The file queue drains after the restart (the scheduler's next ticks). A file queued behind
  // every erased patient's (while no server runs: PGlite has one owner) tells when: a tick works
  // through the whole queue, oldest first, so once that file is gone every one before it has
  // been removed and taken off the queue.
  expect((await server.stop()).code).toBe(0);
  server = undefined;
  const marker = 'marcador-da-fila';
  writeFileSync(path.join(fault.dataDir, 'media', marker), '');
  await fault.use(({ db }) => db.insert(mediaRemovals).values({ path: marker }));
  server = await startServerProcess(env, { entry });
  await waitFor(
    async () => existsSync(path.join(fault.dataDir, 'media', marker)),
    (present) => !present,
    30_000,
  );
  expect((await server.stop()).code).toBe(0);
  server = undefined;

  await fault.use(async ({ db }) => {
    const count = async (
      table: typeof chats | typeof messages | typeof tasks | typeof appointments,
    ) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
    const kept = await db
      .select({ chatId: messages.chatId, mediaPath: messages.mediaPath })
      .from(messages)
      .where(eq(messages.clinicId, clinic.userId));
    // Only the other patient is left, whole.
    expect(new Set(kept.map((m) => m.chatId))).toEqual(new Set([OTHER]));
    expect(kept.filter((m) => m.mediaPath)).toHaveLength(IMAGES);
    expect(await count(chats)).toBe(1);
    expect(await count(tasks)).toBe(0);
    expect(await db.select().from(mediaRemovals)).toEqual([]);
    expect(await db.select().from(mediaDownloads)).toEqual([]);
    // On disk: exactly the other patient's files, nothing of the erased ones.
    const onDisk = filesUnder(path.join(fault.dataDir, 'media'))
      .map((f) => path.relative(path.join(fault.dataDir, 'media'), f.file))
      .sort();
    expect(onDisk).toEqual(kept.map((m) => m.mediaPath!).sort());
    // The log names no erased patient: tombstones only.
    const log = await db.select({ chatId: accessLog.chatId }).from(accessLog);
    for (const phone of patients) expect(log.map((e) => e.chatId)).not.toContain(phone);
  });
}, 240_000);
