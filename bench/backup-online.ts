/**
 * Issue 37: an online backup of a 1 GB embedded data folder while the clinic keeps working.
 * The app on PGlite in a folder kept between runs (seeded once through SQL in PGlite itself: a
 * second clinic of 50,000 chats and their messages until the database passes BENCH_SIZE_MB),
 * then requests at a fixed rate from a worker thread (a patient's message by webhook, the chat
 * window opened, the board of a 300-chat clinic loaded, in turn): first for BENCH_QUIET_S
 * seconds with no backup (the median), then during the backup (the slowest, p99 and how many
 * took over twice the median). BENCH_BEFORE=1 also runs the previous code on the same folder
 * in the same run: PGlite's dump under its transaction lock, gzipped and encrypted (the three
 * files of 3e32ee7 copied beside the current ones for the run).
 *
 * Run: npx tsx bench/backup-online.ts   (BENCH_BACKUP_PGLITE=/tmp/cc-bench-backup-pg,
 *      BENCH_SIZE_MB=1024, BENCH_RATE=15, BENCH_QUIET_S=20, BENCH_BEFORE=1)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { makeBackup } from '../apps/server/src/backup/make-backup.ts';
import { percentile, startBenchApp } from './bench-app.ts';
import { seedBenchChats } from './seed-bench-chats.ts';

const DIR = process.env.BENCH_BACKUP_PGLITE ?? path.join(tmpdir(), 'cc-bench-backup-pg');
const SIZE_MB = Number(process.env.BENCH_SIZE_MB ?? 1024);
const RATE = Number(process.env.BENCH_RATE ?? 15);
const QUIET_S = Number(process.env.BENCH_QUIET_S ?? 20);
const KEY = 'chave-do-benchmark-das-copias-0123456789';
const PHONE = '5511900000001';

const bench = await startBenchApp('http://127.0.0.1:1', { pgliteDir: DIR });
const pglite = bench.pglite!;
const onlineCopy = bench.database.onlineCopy!;
const sizeMb = async () =>
  Math.round(
    (await pglite.query<{ b: number }>('select pg_database_size(current_database())::float8 as b'))
      .rows[0]!.b /
      2 ** 20,
  );

// The seed: a clinic of its own, 50,000 chats, then messages in batches until the size is met.
const seedStarted = performance.now();
if ((await sizeMb()) < SIZE_MB) {
  const other = await bench.addAccount();
  await pglite.query(
    `insert into chats (id, clinic_id, chat_id, name, phone, unread, last_message_time,
       last_message_content, last_message_from_me, "column", created_at, updated_at)
     select gen_random_uuid(), $1, p, 'Paciente ' || g, p, g % 4, now() - g * interval '7 minutes',
       'Mensagem da conversa ' || g, g % 2 = 1,
       (array['inbox','hot_lead','cold_lead','followup','humanized','vip'])[g % 6 + 1], now(), now()
     from generate_series(1, 50000) g, lateral (select '55119' || lpad(g::text, 8, '0') as p) x`,
    [other.userId],
  );
  for (let batch = 0; (await sizeMb()) < SIZE_MB; batch++) {
    await pglite.query(
      `insert into messages (id, clinic_id, chat_id, message_id, from_me, type, content, status,
         sent_by, timestamp, created_at)
       select gen_random_uuid(), $1, '55119' || lpad((g % 50000 + 1)::text, 8, '0'), 'SEED' || g,
         g % 2 = 1, 'text',
         'Mensagem ' || g || ' da conversa, com algum texto para parecer real: ' || md5(g::text),
         case when g % 2 = 1 then 'READ' else 'RECEIVED' end,
         case when g % 2 = 1 then 'user' end,
         now() - g * interval '13 seconds', now() - g * interval '13 seconds'
       from generate_series($2::int, $2::int + 199999) g`,
      [other.userId, batch * 200_000 + 1],
    );
    console.error(`semeando: ${await sizeMb()} MB`);
  }
  await pglite.query('checkpoint');
}
const seedMs = performance.now() - seedStarted;

// The measured clinic: 300 chats on its board and a chat with messages to open.
await seedBenchChats(bench.database.db, bench.userId, 300);
const token = await bench.token();
const webhook = `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`;
for (let i = 0; i < 60; i++)
  await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'ReceivedCallback',
      messageId: `WARM${Date.now()}${i}`,
      phone: PHONE,
      fromMe: false,
      momment: Date.now(),
      status: 'RECEIVED',
      chatName: 'Paciente da carga',
      isGroup: false,
      text: { message: `Mensagem ${i}` },
    }),
  });

type Result = { at: number; kind: string; ms: number; ok: boolean };

/** Load for the quiet seconds, then during `work`; the requests of each part. */
async function measure(work: () => Promise<unknown>) {
  const worker = new Worker(new URL('./steady-load.mjs', import.meta.url), {
    workerData: {
      base: bench.url,
      webhook,
      token,
      phone: PHONE,
      rate: RATE,
      prefix: `B${Date.now().toString(36)}`,
    },
  });
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, QUIET_S * 1000));
  const startAt = performance.now() - t0;
  const load0 = loadavg()[0]!;
  await work();
  const endAt = performance.now() - t0;
  worker.postMessage('stop');
  const results = await new Promise<Result[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const quietRuns = results.filter((r) => r.at + r.ms < startAt);
  const quiet = quietRuns.map((r) => r.ms);
  const during = results.filter((r) => r.at < endAt && r.at + r.ms > startAt);
  const median = percentile(
    [...quiet].sort((a, b) => a - b),
    50,
  );
  const times = during.map((r) => r.ms).sort((a, b) => a - b);
  // 'Its median': each kind of request against its own quiet median.
  const kindMedian = new Map(
    ['webhook', 'janela', 'quadro'].map((k) => [
      k,
      percentile(
        quietRuns
          .filter((r) => r.kind === k)
          .map((r) => r.ms)
          .sort((a, b) => a - b),
        50,
      ),
    ]),
  );
  const ratio = (r: Result) => r.ms / kindMedian.get(r.kind)!;
  const slow = during.filter((r) => ratio(r) > 2);
  const byKind = Object.fromEntries(
    [...kindMedian].map(([k, m]) => {
      const d = during.filter((r) => r.kind === k).map((r) => r.ms);
      return [k, { quietP50ms: +m.toFixed(1), duringMaxMs: +Math.max(0, ...d).toFixed(1) }];
    }),
  );
  return {
    backupS: +((endAt - startAt) / 1000).toFixed(1),
    quiet: {
      requests: quiet.length,
      p50ms: +median.toFixed(1),
      p99ms: +percentile(
        [...quiet].sort((a, b) => a - b),
        99,
      ).toFixed(1),
    },
    during: {
      requests: during.length,
      failed: during.filter((r) => !r.ok).length,
      p50ms: +percentile(times, 50).toFixed(1),
      p99ms: +percentile(times, 99).toFixed(1),
      maxMs: +(times.at(-1) ?? 0).toFixed(1),
      overTwiceItsMedian: slow.length,
      worstRatio: +Math.max(0, ...during.map(ratio)).toFixed(2),
      // When the slow ones started, in seconds from the backup's start.
      overTwiceAt: slow.map(
        (r) => `${r.kind} ${Math.round(r.ms)} ms @${((r.at - startAt) / 1000).toFixed(1)} s`,
      ),
      byKind,
    },
    load: [+load0.toFixed(2), +loadavg()[0]!.toFixed(2)],
  };
}

const backupDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-backups-'));
const out: Record<string, unknown> = {
  bench: 'backup-online',
  databaseMb: await sizeMb(),
  seedS: +(seedMs / 1000).toFixed(0),
  ratePerSecond: RATE,
};

if (process.env.BENCH_BEFORE === '1') {
  // The previous code's three files, beside the current ones so their imports resolve.
  const before = path.join(import.meta.dirname, '../apps/server/src/backup-before-bench');
  mkdirSync(before, { recursive: true });
  try {
    for (const f of ['make-backup.ts', 'backup-file.ts', 'postgres-files-only.ts'])
      writeFileSync(
        path.join(before, f),
        execFileSync('git', ['show', `3e32ee7:apps/server/src/backup/${f}`], { encoding: 'utf8' }),
      );
    const old = (await import(
      path.join(before, 'make-backup.ts')
    )) as typeof import('../apps/server/src/backup/make-backup.ts') & {
      makeBackup: (input: Record<string, unknown>) => Promise<{ file: string; size: number }>;
    };
    let made: { size: number } | undefined;
    out.before = {
      ...(await measure(async () => {
        made = await old.makeBackup({
          // oxlint-disable-next-line no-underscore-dangle
          dumpDatabase: () => pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none')),
          dataDir: bench.config.dataDir,
          localMedia: true,
          backupDir,
          key: KEY,
          at: new Date(),
          keep: 10,
        });
      })),
      fileMb: Math.round(made!.size / 2 ** 20),
    };
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

let made: { size: number } | undefined;
out.after = {
  ...(await measure(async () => {
    made = await makeBackup({
      database: onlineCopy,
      dataDir: bench.config.dataDir,
      localMedia: true,
      backupDir,
      key: KEY,
      at: new Date(Date.now() + 1000),
      keep: 10,
    });
  })),
  fileMb: Math.round(made!.size / 2 ** 20),
};
console.log(JSON.stringify(out, null, 1));
rmSync(backupDir, { recursive: true, force: true });
await bench.close();
