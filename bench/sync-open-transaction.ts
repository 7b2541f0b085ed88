/**
 * A board's 10 s check while a transaction stays open somewhere on the PostgreSQL server (another
 * clinic's long job, a slow import), side by side in one run on the same server and chats:
 * "before" follows the cursor as the server wrote it until today (the snapshot's xmin alone, a
 * form it still takes), "now" the cursor it writes today (xmin, xmax and the running
 * transactions). Between two checks one patient writes (one chat changes). Prints one JSON line.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sync-open-transaction.ts
 * (BENCH_CHECKS, default 300). PGlite has one connection, so nothing can stay open beside it.
 */
import { BOARD_CURSOR_HEADER, parseSyncCursor } from '@conecta/contract';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';

import { chats } from '../apps/server/src/db/schema.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const CHECKS = Number(process.env.BENCH_CHECKS ?? 300);
const CHATS = 2000;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Este benchmark precisa de BENCH_DATABASE_URL (um servidor PostgreSQL).');
  process.exit(1);
}

const bench = await startBenchApp('http://127.0.0.1:9');
const db = bench.database.db;
await db.insert(chats).values(
  Array.from({ length: CHATS }, (_, i) => {
    const phone = String(5511900000000 + i);
    return { clinicId: bench.userId, chatId: phone, phone, lastMessageTime: new Date() };
  }),
);
const ids = (await db.select({ id: chats.id }).from(chats)).map((r) => r.id);
const token = await bench.token();
const get = (path: string) =>
  fetch(`${bench.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

// Transaction ids are the whole server's, so one open on any of its databases holds every
// snapshot's xmin back, as another clinic's long job would in production.
const other = new Client({ connectionString: adminUrl });
await other.connect();
await other.query('begin');
await other.query('select pg_current_xact_id()');

const list = await get('/dashboard/zapi/chats');
const first = String(list.headers.get(BOARD_CURSOR_HEADER));
/** The cursor as the server wrote it before: the epoch and the snapshot's xmin. */
const xminOnly = (cursor: string) => {
  const { epoch, position } = parseSyncCursor(cursor)!;
  return `${epoch}.${position.xmin}`;
};
const boards = {
  before: { cursor: xminOnly(first), ms: [] as number[], cards: 0, bytes: 0 },
  now: { cursor: first, ms: [] as number[], cards: 0, bytes: 0 },
};
for (let i = 0; i < CHECKS; i++) {
  await db
    .update(chats)
    .set({ unread: sql`${chats.unread} + 1` })
    .where(eq(chats.id, ids[i % ids.length]!));
  // Interleaved, so both see the same machine load; the order alternates.
  const order = i % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
  for (const way of order) {
    const board = boards[way];
    const t0 = performance.now();
    const res = await get(`/dashboard/zapi/chats/changes?since=${board.cursor}`);
    const body = await res.text();
    board.ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${body}`);
    const answer = JSON.parse(body) as { cursor: string; chats: unknown[] };
    board.cards += answer.chats.length;
    board.bytes += Buffer.byteLength(body);
    board.cursor = way === 'before' ? xminOnly(answer.cursor) : answer.cursor;
  }
}
await other.query('rollback');
await other.end();

const summary = (b: (typeof boards)['before']) => {
  const s = [...b.ms].sort((x, y) => x - y);
  return {
    p50Ms: +percentile(s, 50).toFixed(2),
    p99Ms: +percentile(s, 99).toFixed(2),
    cardsPerCheck: +(b.cards / CHECKS).toFixed(1),
    kbPerCheck: +(b.bytes / CHECKS / 1024).toFixed(1),
  };
};
console.log(
  JSON.stringify({
    bench: 'sync-open-transaction',
    database: 'postgres',
    chats: CHATS,
    checks: CHECKS,
    before: summary(boards.before),
    now: summary(boards.now),
  }),
);
await bench.close();
