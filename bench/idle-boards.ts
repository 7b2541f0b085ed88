/**
 * Idle boards, side by side in one run: what the board's 10 s check costs the server (CPU, as a
 * share of one core) and the wire (bytes a minute per board), before (the whole list asked again
 * with the last answer's tag, a 304 when unchanged) and now (the changes since the board's
 * cursor). BENCH_BOARDS accounts (default 50) of BENCH_CHATS chats each (default 10,000), one
 * open board each, for BENCH_SECONDS (default 60) per way; the browsers run in another process
 * (bench/idle-boards-load.mjs), so only the server's work is counted. Then one board while a
 * patient writes every 10 s: the list changes at every check.
 * Run: npx tsx bench/idle-boards.ts   (BENCH_DATABASE_URL for PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { and, eq, sql } from 'drizzle-orm';

import { chats } from '../apps/server/src/db/schema.ts';
import { startBenchApp } from './bench-app.ts';
import { seedBenchChats } from './seed-bench-chats.ts';

const BOARDS = Number(process.env.BENCH_BOARDS ?? 50);
const N = Number(process.env.BENCH_CHATS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

const bench = await startBenchApp('http://127.0.0.1:1');
const accounts = [{ userId: bench.userId, token: await bench.token() }];
while (accounts.length < BOARDS) accounts.push(await bench.addAccount());
for (const a of accounts) await seedBenchChats(bench.database.db, a.userId, N);

/** Runs the browsers' process; answers the server's CPU share and the bytes a minute per board. */
async function run(mode: 'full' | 'changes', tokens: string[], duringRun?: () => () => void) {
  const child = spawn(
    process.execPath,
    [
      'bench/idle-boards-load.mjs',
      JSON.stringify({ url: bench.url, tokens, mode, seconds: SECONDS }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let cpu = process.cpuUsage();
  let started = performance.now();
  let stop = () => {};
  let result = { bytes: 0, checks: 0 };
  for await (const line of lines) {
    if (line === 'ready') {
      cpu = process.cpuUsage();
      started = performance.now();
      stop = duringRun?.() ?? stop;
    } else result = JSON.parse(line) as typeof result;
  }
  stop();
  const used = process.cpuUsage(cpu);
  const elapsedMs = performance.now() - started;
  return {
    serverCpuPercentOfOneCore: +((100 * (used.user + used.system)) / 1000 / elapsedMs).toFixed(1),
    kbPerBoardPerMinute: +(result.bytes / 1024 / tokens.length / (elapsedMs / 60_000)).toFixed(1),
    checks: result.checks,
  };
}

/** The server with no board open (its scheduler, queues and timers), over the same time. */
async function baseline() {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const used = process.cpuUsage(cpu);
  return +((100 * (used.user + used.system)) / 1000 / (performance.now() - started)).toFixed(1);
}

const tokens = accounts.map((a) => a.token);
const noBoardCpuPercent = await baseline();
const idle = { before: await run('full', tokens), now: await run('changes', tokens) };

/** A patient writes every 10 s (5 s into each period): the first account's card changes. */
const patientWrites = () => {
  let n = 0;
  const write = () => {
    n += 1;
    bench.database.db
      .update(chats)
      .set({
        lastMessageContent: `Nova mensagem ${n}`,
        lastMessageTime: new Date(),
        unread: sql`${chats.unread} + 1`,
      })
      .where(
        and(eq(chats.clinicId, accounts[0]!.userId), eq(chats.chatId, `55119${'0'.repeat(8)}`)),
      )
      .returning({ id: chats.id })
      .then((rows) => {
        if (rows.length !== 1) throw new Error('the patient’s chat is missing');
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    write();
    timer = setInterval(write, 10_000);
  }, 5_000);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
const oneBoard = [accounts[0]!.token];
const writing = {
  before: await run('full', oneBoard, patientWrites),
  now: await run('changes', oneBoard, patientWrites),
};
await bench.close();

console.log(
  JSON.stringify({
    bench: 'idle-boards',
    db: bench.kind,
    boards: BOARDS,
    chatsPerAccount: N,
    secondsPerWay: SECONDS,
    noBoardCpuPercent,
    idle,
    onePatientWritingEvery10s: writing,
  }),
);
