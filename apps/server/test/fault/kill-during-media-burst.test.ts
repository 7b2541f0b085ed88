import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

import { mediaDownloads, messages } from '../../src/db/schema.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { startFileHost, type FileHost } from './helpers/file-host.ts';
import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';
import { createFaultDatabase, type FaultDatabase, seedClinic } from './helpers/fault-database.ts';

// @instant-free: a kill -9 in the middle of media downloads; what it proves is the queue's durability, not any date (scripts/test-sets.ts).
/**
 * kill -9 while received images are still being copied from the provider. The download queue is
 * in the database, written with each message: after a restart on the same data, every image whose
 * webhook was answered 200 is fetched and stored, none is left in the queue. (Before, the queue
 * lived in memory: about half of the answered images of such a burst were never fetched.)
 */
const TOTAL = 60;
const KILL_AFTER = 30;
const CONCURRENCY = 6;
/** The provider's file server is slow, so the queue is long when the kill lands. */
const FILE_LATENCY_MS = 250;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let fault: FaultDatabase;
let server: ServerProcess | undefined;
let files: FileHost | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await files?.close();
  await fault?.drop();
  removeServerBundle();
});

const id = (i: number) => `MEDIAKILL${String(i).padStart(4, '0')}`;

const METRICS_TOKEN = 'kill-during-media-burst-metrics';
/** Downloads waiting or under way, in the database (NaN until the gauge has a value). */
async function queueDepth(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const depth = /^conecta_media_queue_depth (\d+)$/m.exec(await res.text());
  return depth ? Number(depth[1]) : Number.NaN;
}

it('fetches every answered image after a kill -9 and a restart', async () => {
  const entry = serverBundle();
  fault = await createFaultDatabase();
  const clinic = await seedClinic(fault);

  // The provider's media host (its origin is ZAPI_BASE_URL's, so a local address is allowed).
  const served = new Set<string>();
  files = await startFileHost((req, res) => {
    setTimeout(() => {
      const name = /^\/files\/(MEDIAKILL\d+)\.png$/.exec(req.url ?? '')?.[1];
      if (!name) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      res.end(PNG, () => served.add(name));
    }, FILE_LATENCY_MS);
  });
  const filesUrl = files.url;
  // The queue's depth is read from /metrics: on PGlite the database is the server's alone.
  const env = { ...fault.env(), ZAPI_BASE_URL: filesUrl, METRICS_TOKEN };

  server = await startServerProcess(env, { entry });
  const first = server;
  const hook = `${first.url}/webhooks/zapi/${clinic.webhookSecret}`;
  const acked = new Set<string>();
  let next = 0;
  let killed = false;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL && !killed) {
        const i = next++;
        const res = await fetch(hook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'ReceivedCallback',
            messageId: id(i),
            phone: `55119710${String(i % 10).padStart(5, '0')}`,
            fromMe: false,
            momment: Date.now(),
            status: 'RECEIVED',
            chatName: `Paciente ${i % 10}`,
            image: { imageUrl: `${filesUrl}/files/${id(i)}.png`, mimeType: 'image/png' },
          }),
        }).catch(() => undefined);
        if (res?.status === 200) acked.add(id(i));
        if (!killed && acked.size >= KILL_AFTER) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }),
  );
  await first.exited;
  expect(killed).toBe(true);
  const fetchedBeforeKill = [...acked].filter((name) => served.has(name)).length;
  // The burst outran the slow file host: the kill left answered images unfetched.
  expect(fetchedBeforeKill).toBeLessThan(acked.size);

  // A claim cut by the kill is taken again at start on PGlite, after its lease on PostgreSQL:
  // there another process could still hold it, so a claim counts as dead only once it is older
  // than the lease (45 s, LEASE_MS in media-downloader.ts). Rather than wait that out, the
  // killed process's claims are moved back by one lease while no process runs: the rule that
  // takes them over is still the server's, only the wait goes.
  if (fault.kind === 'postgres')
    await fault.use(({ db }) =>
      db
        .update(mediaDownloads)
        .set({ claimedAt: sql`${mediaDownloads.claimedAt} - interval '45 seconds'` })
        .where(isNotNull(mediaDownloads.claimedAt)),
    );
  server = await startServerProcess(env, { entry });
  // Wait for the queue itself to empty: an image the file host had finished sending to the
  // killed process counts as served but was never stored, and is fetched again only then.
  await waitFor(
    () => queueDepth(server!.url),
    (depth) => depth === 0,
    75_000,
  );
  expect([...acked].filter((name) => !served.has(name))).toEqual([]);
  expect((await server.stop()).code).toBe(0);
  server = undefined;

  await fault.use(async ({ db }) => {
    const rows = await db
      .select({ messageId: messages.messageId, mediaPath: messages.mediaPath })
      .from(messages)
      .where(eq(messages.clinicId, clinic.userId));
    const stored = new Map(rows.map((r) => [r.messageId, r.mediaPath]));
    const withoutFile = [...acked].filter((name) => !stored.get(name));
    expect(withoutFile, 'imagens respondidas com 200 e nunca guardadas').toEqual([]);
    const left = await db.select({ n: sql<number>`count(*)::int` }).from(mediaDownloads);
    // Only what was posted but never answered may still wait (its webhook will come again).
    expect(Number(left[0]!.n)).toBeLessThanOrEqual(rows.length - acked.size);
  });
}, 150_000);
