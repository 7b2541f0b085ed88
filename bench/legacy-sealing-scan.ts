/**
 * The hourly pass that seals media stored before sealing at rest asks the database for the next
 * unsealed files. Once everything is sealed the answer is empty, and this measures what that
 * empty answer costs on an account with many messages: the pass's own query with the partial
 * index messages_unsealed_media_idx (migration 0025) and, in the same run on the same rows, with
 * that index dropped (as before). Prints one JSON line.
 * Run: npx tsx bench/legacy-sealing-scan.ts   (BENCH_MESSAGES, BENCH_DATABASE_URL)
 */
import { sql } from 'drizzle-orm';

import { chats } from '../apps/server/src/db/schema.ts';
import { legacyMediaRepo } from '../apps/server/src/modules/conversations/legacy-media-repo.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 200_000);
const RUNS = 50;
const NONE = '00000000-0000-0000-0000-000000000000';

const bench = await startBenchApp('http://127.0.0.1:1');
const db = bench.database.db;
const clinicId = bench.userId;
await db.insert(chats).values({ clinicId, chatId: '5511900000001', phone: '5511900000001' });
// One message in five has a file, all of them sealed already.
await db.execute(sql`
  insert into messages (clinic_id, chat_id, message_id, from_me, type, content, media_path, status, timestamp)
  select ${clinicId}, '5511900000001', 'm' || i, i % 2 = 0,
    case when i % 5 = 0 then 'audio' else 'text' end,
    case when i % 5 = 0 then null else 'Mensagem ' || i end,
    case when i % 5 = 0 then ${clinicId} || '/' || gen_random_uuid() || '.ogg.enc' else null end,
    'RECEIVED', now() - (i || ' seconds')::interval
  from generate_series(1, ${N}) as i`);
await db.execute(sql`analyze messages`);

async function time(): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const rows = await legacyMediaRepo.after(db, NONE, 50);
    times.push(performance.now() - t0);
    if (rows.length !== 0) throw new Error('a sealed file was found unsealed');
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const withIndex = await time();
await db.execute(sql`drop index messages_unsealed_media_idx`);
const withoutIndex = await time();
console.log(
  JSON.stringify({
    database: bench.database.kind,
    messages: N,
    runs: RUNS,
    withIndexMs: withIndex,
    withoutIndexMs: withoutIndex,
  }),
);
await bench.close();
