/**
 * Issue 51, items 4 and 5, one tree at a time (`BENCH_TREE`, this one by default: a worktree of
 * main gives the old code, bench/README.md says how), the app on PGlite in a fresh data folder and
 * the Z-API simulator in this process, pacing off:
 * 1. 1,000 due scheduled messages over 100 numbers (100 clinics, 10 chats each): the task sender
 *    run as the scheduler runs it (again while a pass comes back full) until the simulator has
 *    answered the 1,000th send.
 * 2. The daily backup of a data folder holding BENCH_BACKUP_MB of media (random bytes, so nothing
 *    compresses), the scheduler running as main.ts runs it; every 250 ms during the backup one
 *    scheduled message is made due, and the time from its due moment to the simulator's answer is
 *    taken (what is still unsent when the backup ends counts until it is sent).
 * Prints one JSON line. Run: npx tsx bench/background-sends.ts
 *   BENCH_TREE=/tmp/h51-main BENCH_BACKUP_MB=1024 BENCH_NUMBERS=100 BENCH_PER_NUMBER=10
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createSimulator } from '@conecta/zapi-simulator';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';

import { percentile } from './bench-app.ts';
import { selfTimeByArea, startNodeProfile, topSelfTime } from './cpu-profile.ts';

const tree = path.resolve(process.env.BENCH_TREE ?? path.join(import.meta.dirname, '..'));
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 100);
const PER_NUMBER = Number(process.env.BENCH_PER_NUMBER ?? 10);
const BACKUP_MB = Number(process.env.BENCH_BACKUP_MB ?? 1024);
const HOUR = 3_600_000;

const from = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(tree, 'apps/server/src', file)).href)) as T;
type AppModule = typeof import('../apps/server/src/app.ts');
type ConfigModule = typeof import('../apps/server/src/config.ts');
type DbModule = typeof import('../apps/server/src/db/client.ts');
type SenderModule = typeof import('../apps/server/src/scheduler/automatic-sender.ts');
const { buildApp } = await from<AppModule>('app.ts');
const { loadConfig } = await from<ConfigModule>('config.ts');
const { openDatabase } = await from<DbModule>('db/client.ts');
const { BATCH } = await from<SenderModule>('scheduler/automatic-sender.ts');

// The bench's one clock: real time plus what it skipped ahead (to the backup's hour).
let offset = 0;
const now = () => new Date(Date.now() + offset);

const sim = createSimulator({
  now: () => now().getTime(),
  scanDelayMs: null,
  chatCount: 0,
  autoCreateInstances: true,
});
const { url: simUrl } = await sim.listen(0, '127.0.0.1');
// A window in front of the simulator: the moment each send to a phone was answered.
const answered = new Map<string, number>();
let sends = 0;
const window = createServer((req, res) => {
  if (req.method === 'POST' && req.url?.endsWith('/send-text')) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    res.on('finish', () => {
      sends++;
      const phone = (JSON.parse(Buffer.concat(chunks).toString() || '{}') as { phone?: string })
        .phone;
      if (phone) answered.set(phone, performance.now());
    });
  }
  sim.handler(req, res);
});
await new Promise<void>((resolve) => window.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(window.address() as AddressInfo).port}`;
void simUrl;

const root = mkdtempSync(path.join(tmpdir(), 'cc-bench-bg-'));
const dataDir = path.join(root, 'data');
mkdirSync(dataDir);
// PostgreSQL (BENCH_DATABASE_URL; a scratch database, dropped at the end): the burst alone, the
// backup being the embedded database's.
const adminUrl = process.env.BENCH_DATABASE_URL;
const scratch = `cc_bench_bg_${randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
};
let database: Awaited<ReturnType<typeof openDatabase>>;
if (adminUrl) {
  await admin(`create database ${scratch}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  database = await openDatabase({ url: url.toString() });
} else database = await openDatabase({ dataDir });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  BACKUP_DIR: path.join(root, 'copias'),
  BACKUP_KEY: 'chave-do-bench-de-envios-de-fundo-0123456789',
  ZAPI_BASE_URL: providerUrl,
  LOG_LEVEL: 'silent',
  // The pass is what is measured, not the pace a number keeps with its patients.
  AUTOMATIC_SENDS_PER_MINUTE: '10000',
  AUTOMATIC_DAILY_CAP: '100000',
  AUTOMATIC_WARM_UP: 'false',
  AUTOMATIC_SEND_GAP_SECONDS: '0',
  AUTOMATIC_SEND_GAP_EXTRA_SECONDS: '0',
});
const app = await buildApp({
  config,
  database,
  clock: now,
  webDist: '/nonexistent',
  logger: false,
});
await app.ready();
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// 100 clinics, each with its number linked in the simulator and 10 chats.
const clinicIds: string[] = [];
for (let n = 0; n < NUMBERS; n++) {
  const instanceId = `BG${String(n).padStart(4, '0')}`;
  await fetch(`${simUrl}/_sim/instances`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: instanceId, token: `TOK${instanceId}` }),
  });
  await fetch(`${simUrl}/_sim/instances/${instanceId}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const [clinic] = await rows<{ id: string }>(
    sql`insert into clinics (name) values (${`Clínica ${n}`}) returning id`,
  );
  const clinicId = clinic!.id;
  clinicIds.push(clinicId);
  await db.execute(sql`
    insert into web_instances (clinic_id, instance_id, token_sealed, connected_phone, webhook_secret,
      connected, last_connected_at)
    values (${clinicId}, ${instanceId}, ${app.services.access.seal(`TOK${instanceId}`)},
      ${`55119${String(n).padStart(8, '0')}`}, ${`segredo-${instanceId}-${n}`}, true, ${now()})`);
  await db.execute(sql`
    insert into chats (clinic_id, chat_id, phone)
    select ${clinicId}, p, p from (
      select ${`5521${String(n).padStart(4, '0')}`} || lpad(g::text, 5, '0') as p
      from generate_series(1, ${PER_NUMBER + 40}) g) s`);
}

/** Scheduled messages due now for `count` chats of a clinic, from its `skip`-th chat. */
async function dueTasks(clinicId: string, count: number, skip = 0, message = 'Retorno agendado') {
  const at = now();
  await db.execute(sql`
    insert into tasks (clinic_id, chat_row_id, chat_id, message, due_at, next_attempt_at)
    select clinic_id, id, chat_id, ${message}, ${at}, ${at} from chats
    where clinic_id = ${clinicId} order by chat_id offset ${skip} limit ${count}`);
}

// 1. 1,000 due over 100 numbers: the task sender's passes, as a lane runs them.
for (const clinicId of clinicIds) await dueTasks(clinicId, PER_NUMBER);
const load1 = loadavg()[0]!;
const t0 = performance.now();
// CPU of this process (the app, the simulator and the bench's window): what the sends cost the
// server, whatever the machine's load lets it have; PostgreSQL's own processes are not in it.
const cpu0 = process.cpuUsage();
// BENCH_PROFILE=1: V8's sampling profiler over the burst alone, to say where its CPU goes.
const profiler = process.env.BENCH_PROFILE === '1' ? await startNodeProfile() : null;
let passes = 0;
for (;;) {
  passes++;
  if ((await app.services.taskRunner.runOnce(() => false)) < BATCH) break;
}
const total = NUMBERS * PER_NUMBER;
/** Answers true once `done()` holds, false after `ms` (counters change on the window's events). */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (done()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return done();
}
await until(() => sends >= total, 600_000);
const cpu = process.cpuUsage(cpu0);
if (profiler) {
  const profile = await profiler();
  if (process.env.BENCH_PROFILE_OUT)
    writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
  console.log(JSON.stringify({ byArea: selfTimeByArea(profile), top: topSelfTime(profile, 25) }));
}
const burst = {
  sends,
  ms: Math.round(performance.now() - t0),
  cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  passes,
  load: load1,
};

if (adminUrl) {
  await app.close();
  await database.close();
  await admin(`drop database if exists ${scratch} with (force)`);
  await new Promise<void>((resolve) => window.close(() => resolve()));
  await sim.close();
  rmSync(root, { recursive: true, force: true });
  console.log(JSON.stringify({ tree, database: 'postgresql', numbers: NUMBERS, burst }));
  process.exit(0);
}

// 2. Sends due while the daily backup runs.
const mediaDir = path.join(dataDir, 'media', 'bench');
mkdirSync(mediaDir, { recursive: true });
const chunk = randomBytes(1 << 20);
for (let part = 0; part * 256 < BACKUP_MB; part++) {
  const out = createWriteStream(path.join(mediaDir, `video-${part}.mp4`));
  for (let mb = part * 256; mb < Math.min(BACKUP_MB, (part + 1) * 256); mb++)
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));
}
const load2 = loadavg()[0]!;
app.services.scheduler.start();
// A day on: the backup's hour has passed, the scheduler's next pass starts it.
offset += 25 * HOUR;
const backupStart = performance.now();
const backupDone = (async () => {
  // The status is written when the backup ends.
  for (;;) {
    const s = await app.services.backups.status();
    if (s.last || s.failedAt) return performance.now();
    await new Promise((r) => setTimeout(r, 50));
  }
})();
let finished: number | undefined;
void backupDone.then((t) => (finished = t));
const due: Array<{ phone: string; at: number }> = [];
const backupRunning = () => finished === undefined;
for (let i = 0; backupRunning() && i < 2000; i++) {
  const clinicId = clinicIds[i % clinicIds.length]!;
  const skip = PER_NUMBER + Math.floor(i / clinicIds.length);
  const [chat] = await rows<{ chat_id: string }>(
    sql`select chat_id from chats where clinic_id = ${clinicId} order by chat_id offset ${skip} limit 1`,
  );
  if (!chat) break;
  await dueTasks(clinicId, 1, skip, 'Lembrete durante a cópia');
  due.push({ phone: chat.chat_id, at: performance.now() });
  await new Promise((r) => setTimeout(r, 250));
}
const backupEnd = await backupDone;
const deadline = performance.now() + 60_000;
while (due.some((d) => !answered.has(d.phone)) && performance.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));
const timed = due.map((d) => ({
  wait: (answered.get(d.phone) ?? Infinity) - d.at,
  since: d.at - backupStart,
}));
const waits = timed.map((d) => d.wait).sort((a, b) => a - b);
// When in the backup the slow ones were made due (ms from its start): where the time goes.
const slow = timed
  .filter((d) => d.wait > 2000)
  .map((d) => [Math.round(d.since), Math.round(d.wait)]);
const status = await app.services.backups.status();

await app.close();
await database.close();
await new Promise<void>((resolve) => window.close(() => resolve()));
await sim.close();
rmSync(root, { recursive: true, force: true });
console.log(
  JSON.stringify({
    tree,
    database: 'pglite',
    numbers: NUMBERS,
    perNumber: PER_NUMBER,
    burst,
    backup: {
      mediaMb: BACKUP_MB,
      ok: status.last !== null,
      bytes: status.last?.bytes,
      ms: Math.round(backupEnd - backupStart),
      dueDuring: due.length,
      waitP50: Math.round(percentile(waits, 50)),
      waitP90: Math.round(percentile(waits, 90)),
      waitMax: Math.round(waits.at(-1) ?? 0),
      over2s: waits.filter((w) => w > 2000).length,
      slow: slow.slice(0, 20),
      load: load2,
    },
  }),
);
process.exit(0);
