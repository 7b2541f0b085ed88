/**
 * GET /dashboard/zapi/chats for an account with 10,000 chats (3 tags each on a tenth of them):
 * server time over real HTTP (until the last byte, read by a client in its own thread), median
 * and p99 of 30 calls, and the ratio to the same statements on the bare driver plus JSON encoding.
 * Run: npx tsx bench/chats-list-10000.ts   (BENCH_DATABASE_URL for PostgreSQL)
 */
import { Worker } from 'node:worker_threads';

import { percentile, startBenchApp } from './bench-app.ts';
import { seedBenchChats } from './seed-bench-chats.ts';
import { tagSomeChats } from './tag-some-chats.ts';

const N = Number(process.env.BENCH_CHATS ?? 10_000);
const CALLS = 30;

const bench = await startBenchApp('http://127.0.0.1:1');
const db = bench.database.db;
await seedBenchChats(db, bench.userId, N);
await tagSomeChats(db, bench.userId, N / 10, () => 3);

const token = await bench.token();
const worker = new Worker(new URL('./timed-get.mjs', import.meta.url), {
  workerData: { url: `${bench.url}/dashboard/zapi/chats`, token, calls: CALLS },
});
const { times, first } = await new Promise<{ times: number[]; first: string }>(
  (resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  },
);
await worker.terminate();
const bytes = Buffer.byteLength(first);
const body = JSON.parse(first) as { chats: unknown[] };
if (body.chats.length !== N) throw new Error(`esperava ${N} conversas, veio ${body.chats.length}`);
times.sort((a, b) => a - b);

// The floor: the same three statements on the bare driver plus JSON encoding of what they read,
// with no HTTP, auth, ORM or mapping.
interface RawClient {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}
const rawClient = (db as unknown as { $client: RawClient }).$client;
const rawSql = [
  `select id, chat_id, name, phone, "column", unread, last_message_time, last_message_content,
     last_message_from_me, profile_thumbnail, is_group, is_newsletter, routine_last_seq,
     routine_anchor_at, routine_error
   from chats where user_id = $1 order by last_message_time desc nulls last, id`,
  `select ct.chat_row_id, t.id, t.name, t.color from chat_tags ct join tags t on t.id = ct.tag_id
   where ct.user_id = $1 order by lower(t.name)`,
  `select * from routines where user_id = $1 order by sequence_number`,
];
const rawTimes: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const t0 = performance.now();
  const results = await Promise.all(rawSql.map((q) => rawClient.query(q, [bench.userId])));
  JSON.stringify(results.map((r) => r.rows));
  rawTimes.push(performance.now() - t0);
}
rawTimes.sort((a, b) => a - b);
const median = percentile(times, 50);
const rawMedian = percentile(rawTimes, 50);
console.log(
  JSON.stringify({
    bench: 'chats-list',
    db: bench.kind,
    chats: N,
    calls: CALLS,
    medianMs: +median.toFixed(1),
    p99Ms: +percentile(times, 99).toFixed(1),
    rawMedianMs: +rawMedian.toFixed(1),
    ratioToRaw: +(median / rawMedian).toFixed(2),
    responseKB: Math.round(bytes / 1024),
  }),
);
await bench.close();
