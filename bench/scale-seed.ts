/**
 * Issue 37's data set, written once into its own PostgreSQL database and kept between runs
 * (bench/scale.ts measures on it): 1,000 clinics, 2,000,000 chats, about 20,000,000 messages,
 * skewed (ten clinics of 50,000 chats, the rest 200 to 2,800). The schema is the migrations'; the
 * clinics, their members and WhatsApp numbers are written through the app's repos (tokens sealed
 * with BENCH_JWT_SECRET, the servers' JWT_SECRET), the chats and messages with PostgreSQL's COPY:
 * rows generated here and streamed into `psql -c '\copy ... from stdin'` (no COPY dependency),
 * with the tables' secondary indexes dropped during the load and built again after it. Row ids
 * are ordered (the app's are random) so the primary keys grow at their right edge while loading.
 * Run: npx tsx bench/scale-seed.ts   (BENCH_SCALE_URL, default
 *      postgres://postgres@127.0.0.1:5432/bench_scale; BENCH_SCALE_RESEED=1 to write it again)
 */
import { spawn } from 'node:child_process';

import { Client } from 'pg';

import { openDatabase } from '../apps/server/src/db/client.ts';
import { syncProgress, users } from '../apps/server/src/db/schema.ts';
import { createSecretBox } from '../apps/server/src/lib/secret-box.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createInstanceAccess } from '../apps/server/src/modules/instances/instance-access.ts';
import { instancesRepo } from '../apps/server/src/modules/instances/instances-repo.ts';
import { membershipsRepo } from '../apps/server/src/modules/memberships/memberships-repo.ts';
import { newWebhookSecret } from '../apps/server/src/modules/instances/instance-access.ts';
import { SCALE, scaleChatCounts, scaleUrl } from './scale-shape.ts';

const url = scaleUrl();
const name = new URL(url).pathname.slice(1);
const admin = new URL(url);
admin.pathname = '/postgres';

const a = new Client({ connectionString: admin.toString() });
await a.connect();
const exists = (await a.query('select 1 from pg_database where datname = $1', [name])).rowCount;
if (exists && process.env.BENCH_SCALE_RESEED === '1')
  await a.query(`drop database ${name} with (force)`);
if (exists && process.env.BENCH_SCALE_RESEED !== '1') {
  const c = (
    await a.query<{ d: string | null }>(
      `select shobj_description(oid, 'pg_database') as d from pg_database where datname = $1`,
      [name],
    )
  ).rows[0]?.d;
  if (c?.startsWith('seeded')) {
    console.log(JSON.stringify({ bench: 'scale-seed', database: name, already: c }));
    await a.end();
    process.exit(0);
  }
  await a.query(`drop database ${name} with (force)`);
}
await a.query(`create database ${name}`);
await a.end();

const database = await openDatabase({ url });
await database.migrate();
const db = database.db;
const access = createInstanceAccess(db, createSecretBox(SCALE.jwtSecret));
const counts = scaleChatCounts();
const t0 = performance.now();

// Clinics, each with its Responsável and a linked Z-API number, as a sign-up and a link write them.
const hash = await hashPassword(SCALE.password);
const clinicIds: string[] = [];
for (let i = 0; i < counts.length; i += 100) {
  const rows = await db
    .insert(users)
    .values(
      counts.slice(i, i + 100).map((_, k) => ({
        name: `Clínica ${i + k}`,
        email: SCALE.email(i + k),
        passwordHash: hash,
        confirmed: true,
      })),
    )
    .returning();
  for (const user of rows) {
    const clinicId = await membershipsRepo.createFor(db, user, user.createdAt);
    clinicIds.push(clinicId);
    await instancesRepo.insert(db, {
      clinicId,
      instanceId: `SCALE${String(clinicIds.length - 1).padStart(6, '0')}`,
      tokenSealed: access.seal('SCALETOKEN'),
      connectedPhone: `55119${String(clinicIds.length).padStart(8, '0')}`,
      webhookSecret: newWebhookSecret(),
    });
    await db.insert(syncProgress).values({
      clinicId,
      phase: 'done',
      total: counts[clinicIds.length - 1]!,
      loaded: counts[clinicIds.length - 1]!,
      completedAt: new Date(),
    });
  }
}
const clinicsMs = performance.now() - t0;

const pg = new Client({ connectionString: url });
await pg.connect();
const secondary = (
  await pg.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('chats', 'messages') and indexname not like '%_pkey'`,
  )
).rows;
for (const ix of secondary) await pg.query(`drop index ${ix.indexname}`);

/** Streams the lines `make` writes into `\copy table (columns) from stdin`. */
async function copy(
  table: string,
  columns: string[],
  make: (write: (line: string) => Promise<void>) => Promise<void>,
) {
  const psql = spawn(
    'psql',
    [
      url,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`,
    ],
    {
      // Triggers (the change stamp, the media download row) and foreign keys are the app's
      // invariants for live writes; this is history written once, with those columns given.
      env: { ...process.env, PGOPTIONS: '-c session_replication_role=replica' },
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  const done = new Promise<void>((resolve, reject) =>
    psql.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql ${code}`)))),
  );
  let buffer = '';
  const write = async (line: string) => {
    buffer += line;
    if (buffer.length < 1 << 16) return;
    const chunk = buffer;
    buffer = '';
    if (!psql.stdin.write(chunk)) await new Promise((r) => psql.stdin.once('drain', r));
  };
  await make(write);
  psql.stdin.end(buffer);
  await done;
}

const hex12 = (n: number) => n.toString(16).padStart(12, '0');
const now = Date.now();
const seededAt = new Date(now).toISOString();
/** A chat's last activity: spread over the last 367 days (a 12-month retention has a day's work). */
const lastActivity = (ci: number, k: number) =>
  now - ((ci * 7_919 + k * 104_729) % (367 * 96)) * 900_000;
const messagesIn = (ci: number, k: number) =>
  ci === 0 && k === 0 ? SCALE.longChatMessages : 2 + ((ci * 31 + k * 17) % 17);
const ts = (ms: number) => new Date(ms).toISOString();
const columns = ['inbox', 'hot_lead', 'cold_lead', 'followup', 'humanized', 'vip', 'inbox'];

await copy(
  'chats',
  [
    'id',
    'clinic_id',
    'chat_id',
    'name',
    'phone',
    'unread',
    'last_message_time',
    'last_message_content',
    'last_message_from_me',
    'column',
    'change_xid',
    'created_at',
    'updated_at',
  ],
  async (write) => {
    let id = 0;
    for (let ci = 0; ci < counts.length; ci++) {
      for (let k = 0; k < counts[ci]!; k++) {
        const last = lastActivity(ci, k);
        const n = messagesIn(ci, k);
        const phone = SCALE.phone(k);
        await write(
          `c0000000-0000-4000-8000-${hex12(id++)}\t${clinicIds[ci]}\t${phone}\tPaciente ${k}\t${phone}\t${k % 5 === 0 ? k % 4 : 0}\t${ts(last)}\tMensagem ${n - 1} da conversa ${k}\t${(n - 1) % 2 === 1 ? 't' : 'f'}\t${columns[k % 7]}\t1\t${ts(last - (n + 1) * 6 * 3_600_000)}\t${ts(last)}\n`,
        );
      }
    }
  },
);
const chatsMs = performance.now() - t0 - clinicsMs;

let messageCount = 0;
await copy(
  'messages',
  [
    'id',
    'clinic_id',
    'chat_id',
    'message_id',
    'from_me',
    'type',
    'content',
    'status',
    'sent_by',
    'timestamp',
    'change_xid',
    'created_at',
  ],
  async (write) => {
    for (let ci = 0; ci < counts.length; ci++) {
      const clinic = clinicIds[ci]!;
      for (let k = 0; k < counts[ci]!; k++) {
        const last = lastActivity(ci, k);
        const n = messagesIn(ci, k);
        const phone = SCALE.phone(k);
        for (let m = 0; m < n; m++) {
          const at = ts(last - (n - 1 - m) * 6 * 3_600_000);
          const mine = m % 2 === 1;
          await write(
            `a0000000-0000-4000-8000-${hex12(messageCount)}\t${clinic}\t${phone}\tSC${hex12(messageCount)}\t${mine ? 't' : 'f'}\ttext\tMensagem ${m} da conversa ${k}, com algum texto para parecer real\t${mine ? 'READ' : 'RECEIVED'}\t${mine ? 'user' : '\\N'}\t${at}\t1\t${at}\n`,
          );
          messageCount++;
        }
      }
    }
  },
);
const messagesMs = performance.now() - t0 - clinicsMs - chatsMs;

// The indexes the migrations made, built again over the loaded rows.
await pg.query(`set maintenance_work_mem = '1GB'`);
const indexMs: Record<string, number> = {};
for (const ix of secondary) {
  const s = performance.now();
  await pg.query(ix.indexdef);
  indexMs[ix.indexname] = Math.round((performance.now() - s) / 1000);
}
await pg.query('vacuum analyze chats');
await pg.query('vacuum analyze messages');
await pg.query('analyze');
await pg.query(`comment on database ${name} is 'seeded ${seededAt}'`);
await pg.end();
await database.close();
console.log(
  JSON.stringify({
    bench: 'scale-seed',
    database: name,
    clinics: counts.length,
    chats: counts.reduce((s, n) => s + n, 0),
    messages: messageCount,
    seconds: {
      clinics: Math.round(clinicsMs / 1000),
      chatsCopy: Math.round(chatsMs / 1000),
      messagesCopy: Math.round(messagesMs / 1000),
      indexes: indexMs,
      all: Math.round((performance.now() - t0) / 1000),
    },
  }),
);
