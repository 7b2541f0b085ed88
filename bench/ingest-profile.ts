/**
 * Issue 37: where a webhook's time goes on the hosting-scale data set (bench/scale-seed.ts). One
 * server process (`main.ts` under tsx, with `--cpu-prof`) on the 2 M-chat database; BENCH_N
 * messages to the 30 clinics of bench/scale.ts, BENCH_CONCURRENCY in flight, from a worker
 * thread. Prints the answer times, the server's CPU time per message and its top functions, and
 * PostgreSQL's own counters per message (transactions, rows written, blocks read and hit).
 *
 * Run: npx tsx bench/ingest-profile.ts   (BENCH_N=2000 BENCH_CONCURRENCY=4; BENCH_PORT; BENCH_TREE:
 *      the server of another worktree, e.g. one at main, for a before and after on the same data)
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { percentile } from './bench-app.ts';
import { topSelfTime } from './cpu-profile.ts';
import { connectScale, startScaleServer } from './scale-server.ts';
import { SCALE } from './scale-shape.ts';

const N = Number(process.env.BENCH_N ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const { db, q } = await connectScale();
const profDir = mkdtempSync(path.join(tmpdir(), 'cc-ingest-prof-'));
const port = Number(process.env.BENCH_PORT ?? 4300 + Math.floor(Math.random() * 100));
const server = await startScaleServer(port, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
const base = `http://127.0.0.1:${port}`;

const hooks = await q<{ webhook_secret: string }>(
  `select w.webhook_secret from web_instances w join users u on u.id = w.clinic_id
   where u.email = any($1) order by u.email`,
  [[...Array.from({ length: 30 }, (_, i) => SCALE.email(i < 10 ? i : 10 + i * 30))]],
);
const targets = hooks.map((h) => `${base}/webhooks/zapi/${h.webhook_secret}`);

const counters = async () =>
  (
    await q<{ xact: string; ins: string; upd: string; read: string; hit: string }>(
      `select xact_commit::text as xact, tup_inserted::text as ins, tup_updated::text as upd,
         blks_read::text as read, blks_hit::text as hit
       from pg_stat_database where datname = current_database()`,
    )
  )[0]!;
const settle = () => new Promise((r) => setTimeout(r, 1500));

// A warm-up, then the measured run.
async function run(n: number) {
  const worker = new Worker(new URL('./webhook-load.mjs', import.meta.url), {
    workerData: { targets, prefix: `PRF${Date.now().toString(36)}`, n, concurrency: CONCURRENCY },
  });
  const result = await new Promise<{ times: number[]; failures: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  return result;
}
await run(200);
await settle();
const before = await counters();
const cpu0 = await serverCpuMs();
const l0 = loadavg()[0]!;
const { times, failures, seconds } = await run(N);
const cpu1 = await serverCpuMs();
await settle();
const after = await counters();
const per = (k: keyof typeof before) => +((Number(after[k]) - Number(before[k])) / N).toFixed(1);
times.sort((a, b) => a - b);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const profile = file
  ? (JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Parameters<
      typeof topSelfTime
    >[0])
  : undefined;

console.log(
  JSON.stringify(
    {
      bench: 'ingest-profile',
      tree: process.env.BENCH_TREE ?? '.',
      messages: N,
      concurrency: CONCURRENCY,
      failures,
      perSecond: Math.round(N / seconds),
      answerMs: {
        p50: +percentile(times, 50).toFixed(1),
        p99: +percentile(times, 99).toFixed(1),
      },
      serverCpuMsPerMessage: +((cpu1 - cpu0) / N).toFixed(2),
      perMessage: {
        transactions: per('xact'),
        rowsInserted: per('ins'),
        rowsUpdated: per('upd'),
        blocksRead: per('read'),
        blocksHit: per('hit'),
      },
      load: [+l0.toFixed(2), +loadavg()[0]!.toFixed(2)],
      // The whole process's life (start-up and warm-up included).
      top: profile ? topSelfTime(profile, 25) : 'sem perfil',
    },
    null,
    1,
  ),
);
await db.end();

/** The server process's CPU time so far (user + system), from /proc. */
async function serverCpuMs(): Promise<number> {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}
