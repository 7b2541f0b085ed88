/**
 * What recording an opening in the access log (issue 21) costs the chat window, side by side in
 * one run on the same server and chat: the window's opening request (`?limit=50`, which writes
 * one access-log row) against the same page read without recording (`?limit=50&before=<id>`,
 * paging back: the same query shape, no row written). Prints one JSON line.
 * Run: npx tsx bench/chat-open-access-log.ts   (BENCH_RUNS, BENCH_DATABASE_URL for PostgreSQL)
 */
import { chats, messages } from '../apps/server/src/db/schema.ts';
import { percentile } from './bench-app.ts';
import { startConnectedBench } from './connected-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const PHONE = '5511988886666';

const connected = await startConnectedBench();
const { bench } = connected;
const db = bench.database.db;
const start = Date.now() - 1000 * 60_000;
await db.insert(chats).values({
  clinicId: bench.userId,
  chatId: PHONE,
  phone: PHONE,
  name: 'Paciente do registro',
  lastMessageTime: new Date(),
});
await db.insert(messages).values(
  Array.from({ length: 200 }, (_, i) => ({
    clinicId: bench.userId,
    chatId: PHONE,
    messageId: `log-${i}`,
    fromMe: i % 3 === 0,
    type: 'text' as const,
    content: `Mensagem ${i}`,
    status: 'RECEIVED' as const,
    timestamp: new Date(start + i * 60_000),
  })),
);
const token = await bench.token();
const get = async (query: string) => {
  const t0 = performance.now();
  const res = await fetch(`${bench.url}/dashboard/messages/${PHONE}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { messages: Array<{ id: string }> };
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return { ms: performance.now() - t0, body };
};
// The newest page's newest message: paging back from it reads the 50 before it.
const newest = (await get('?limit=50')).body.messages.at(-1)!.id;
const opening: number[] = [];
const unrecorded: number[] = [];
// Interleaved, so both see the same machine load.
for (let i = 0; i < RUNS; i++) {
  opening.push((await get('?limit=50')).ms);
  unrecorded.push((await get(`?limit=50&before=${newest}`)).ms);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(2), p99: +percentile(s, 99).toFixed(2) };
};
console.log(
  JSON.stringify({
    bench: 'chat-open-access-log',
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    runs: RUNS,
    recordedOpeningMs: stats(opening),
    sameReadUnrecordedMs: stats(unrecorded),
  }),
);
await connected.close();
