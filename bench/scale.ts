/**
 * Issue 37 on the data set of bench/scale-seed.ts (1,000 clinics, 2 M chats, 20 M messages), with
 * three server processes (`main.ts`, each its own PostgreSQL pool and scheduler) on one
 * PostgreSQL: a board's first load (to the last byte, compressed as a browser asks) and its
 * incremental checks for a 50,000-chat clinic and a small one; webhooks at a fixed rate spread
 * over the three processes and 30 clinics (from a worker thread), with the boards' checks during
 * it and a count of what was stored; a chat window of 5,000 messages opened and paged back. Before
 * and after each phase the tables' sequential-scan counters (pg_stat_user_tables) are read: a
 * sequential scan of chats or messages by any process, the schedulers' ticks included, shows.
 * Prints one JSON line. The processes run the sources with tsx (as `npm run dev` does).
 * Run: npx tsx bench/scale.ts   (BENCH_SCALE_URL, BENCH_RATE 500, BENCH_SECONDS 20, BENCH_RUNS 3)
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

import { percentile } from './bench-app.ts';
import { connectScale, startScaleServer } from './scale-server.ts';
import { SCALE, scaleChatCounts } from './scale-shape.ts';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { db, q } = await connectScale();
const load = () => loadavg().map((x) => +x.toFixed(2));
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => +x.toFixed(1);
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p99: r(percentile(s, 99)),
    min: r(s[0]!),
    max: r(s.at(-1)!),
  };
};

/** Sequential scans (and rows they read) of the two large tables since the last call. */
let lastScans: Record<string, { scans: number; rows: number }> = {};
async function seqScansSince() {
  // Each backend reports its counters at the end of a transaction, at most once a second.
  await new Promise((r) => setTimeout(r, 1500));
  const rows = await q<{ relname: string; seq_scan: string; seq_tup_read: string }>(
    `select relname, seq_scan, seq_tup_read from pg_stat_user_tables where relname in ('chats', 'messages')`,
  );
  const now = Object.fromEntries(
    rows.map((r) => [r.relname, { scans: Number(r.seq_scan), rows: Number(r.seq_tup_read) }]),
  );
  const delta = Object.fromEntries(
    Object.entries(now).map(([t, v]) => [
      t,
      { scans: v.scans - (lastScans[t]?.scans ?? 0), rows: v.rows - (lastScans[t]?.rows ?? 0) },
    ]),
  );
  lastScans = now;
  return delta;
}

// The three server processes.
const basePort = 4100 + Math.floor(Math.random() * 50) * 3;
const bases = [0, 1, 2].map((i) => `http://127.0.0.1:${basePort + i}`);
const servers: ChildProcess[] = await Promise.all(
  [0, 1, 2].map((i) => startScaleServer(basePort + i)),
);
const stopAll = () => {
  for (const s of servers) s.kill('SIGKILL');
};
process.on('exit', stopAll);

const counts = scaleChatCounts();
const smallIndex = counts.findIndex((n, i) => i >= SCALE.bigClinics && n >= 1000 && n < 1100);
const login = async (i: number) => {
  const res = await fetch(`${bases[i % 3]}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SCALE.email(i), password: SCALE.password }),
  });
  if (!res.ok) throw new Error(`login ${i}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
};
const clinics = {
  big: { index: 0, token: await login(0) },
  small: { index: smallIndex, token: await login(smallIndex) },
};

let turn = 0;
/** A GET on the next process in turn: its time to the last byte, its answer. */
async function get(token: string, p: string) {
  const base = bases[turn++ % 3]!;
  const t = performance.now();
  const res = await fetch(`${base}${p}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  const body = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) {
    // Counted (a 503 is the server's answer to a database it cannot reach in time), not fatal.
    errors[res.status] = (errors[res.status] ?? 0) + 1;
    return { ms, res, body: '' };
  }
  return { ms, res, body };
}
const errors: Record<number, number> = {};
/** The cursor of a board's answer, or the one it had when the answer was an error. */
const nextCursor = (body: string, was: string) =>
  body ? (JSON.parse(body) as { cursor: string }).cursor : was;

const out: Record<string, unknown> = { bench: 'scale', rate: RATE, seconds: SECONDS };
await seqScansSince();

// Idle: the three processes' schedulers alone for 15 s.
{
  const l0 = load();
  await new Promise((r) => setTimeout(r, 15_000));
  out.idle15s = { load: [l0, load()], seqScans: await seqScansSince() };
  console.error(JSON.stringify(out.idle15s));
}

// Board first load and incremental checks, each clinic.
const cursors: Record<string, string> = {};
for (const [name, c] of Object.entries(clinics)) {
  const l0 = load();
  const first: number[] = [];
  let chats = 0;
  let kb = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const r = await get(c.token, '/dashboard/zapi/chats');
    if (i > 0) first.push(r.ms); // the first is a warm-up of caches and the session
    if (r.body) chats = (JSON.parse(r.body) as { chats: unknown[] }).chats.length;
    kb = Math.round(Number(r.res.headers.get('content-length') ?? r.body.length) / 1024);
    cursors[name] = r.res.headers.get('x-board-cursor') ?? cursors[name]!;
  }
  const checks: number[] = [];
  for (let i = 0; i < 200; i++) {
    const r = await get(
      c.token,
      `/dashboard/zapi/chats/changes?since=${encodeURIComponent(cursors[name]!)}`,
    );
    checks.push(r.ms);
    cursors[name] = nextCursor(r.body, cursors[name]!);
  }
  out[`board_${name}`] = {
    chats,
    wireKb: kb,
    firstLoadMs: stat(first),
    idleChecksMs: stat(checks),
    load: [l0, load()],
    seqScans: await seqScansSince(),
  };
}

// Chat window: the 5,000-message chat opened, then paged back 20 pages of 50.
{
  const l0 = load();
  const opens: number[] = [];
  const back: number[] = [];
  const t = clinics.big.token;
  for (let run = 0; run < RUNS; run++) {
    const o = await get(t, `/dashboard/messages/${SCALE.phone(0)}?limit=50`);
    opens.push(o.ms);
    let older = o.body ? (JSON.parse(o.body) as { older: string | null }).older : null;
    for (let p = 0; p < 20 && older; p++) {
      const r = await get(t, `/dashboard/messages/${SCALE.phone(0)}?limit=50&before=${older}`);
      back.push(r.ms);
      older = r.body ? (JSON.parse(r.body) as { older: string | null }).older : null;
    }
  }
  out.chatWindow = {
    messages: SCALE.longChatMessages,
    openMs: stat(opens),
    pageBackMs: stat(back),
    load: [l0, load()],
    seqScans: await seqScansSince(),
  };
}

// Webhooks over the three processes and 30 clinics (the ten large first): first one at a time
// (what a message costs on this data), then at RATE a second with the two boards checking every
// 250 ms meanwhile.
const hooks = await q<{ webhook_secret: string; clinic_id: string }>(
  `select w.webhook_secret, w.clinic_id from web_instances w join users u on u.id = w.clinic_id
   where u.email = any($1) order by u.email`,
  [[...Array.from({ length: 30 }, (_, i) => SCALE.email(i < 10 ? i : 10 + i * 30))]],
);
const targets = hooks.map((h, i) => `${bases[i % 3]}/webhooks/zapi/${h.webhook_secret}`);
async function ingest(n: number, rate: number, concurrency: number, during = false) {
  const prefix = `SCL${Date.now().toString(36)}`;
  const l0 = load();
  const worker = new Worker(new URL('./webhook-load.mjs', import.meta.url), {
    workerData: { targets, prefix, n, concurrency, rate },
  });
  const result = new Promise<{ times: number[]; failures: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  const state = { done: false };
  void result.then(() => (state.done = true));
  const checks: number[] = [];
  const checking = Object.entries(during ? clinics : {}).map(async ([name, c]) => {
    while (!state.done) {
      const r = await get(
        c.token,
        `/dashboard/zapi/chats/changes?since=${encodeURIComponent(cursors[name]!)}`,
      );
      checks.push(r.ms);
      cursors[name] = nextCursor(r.body, cursors[name]!);
      await new Promise((res) => setTimeout(res, 250));
    }
  });
  const { times, failures, seconds } = await result;
  await Promise.all(checking);
  await worker.terminate();
  const stored = await q<{ n: number }>(
    `select count(*)::int as n from messages where clinic_id = any($1) and message_id like $2`,
    [hooks.map((h) => h.clinic_id), `${prefix}%`],
  );
  return {
    messages: n,
    failures,
    stored: stored[0]!.n,
    achievedPerSecond: Math.round(n / seconds),
    answerMs: stat(times),
    ...(during ? { boardChecksDuringMs: stat(checks) } : {}),
    load: [l0, load()],
    seqScans: await seqScansSince(),
  };
}
out.webhooksOneAtATime = await ingest(300, 0, 1);
console.error(JSON.stringify(out.webhooksOneAtATime));
out.webhooks = await ingest(RATE * SECONDS, RATE, 0, true);

out.httpErrors = errors;
console.log(JSON.stringify(out));
stopAll();
await db.end();
