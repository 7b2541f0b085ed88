/**
 * Issue 37 on the data set of bench/scale-seed.ts, in one process: the scheduler's jobs and
 * retention's daily pass timed (nothing due, then 1,000 due items in one small clinic), and every
 * statement the app ran meanwhile (those passes, a board's first load and its incremental check,
 * a chat window opened and paged back, a webhook) recorded at the driver and planned again with
 * EXPLAIN: a sequential scan on a table of more than 10,000 rows is reported with its statement.
 * Retention erases what is due (a day's worth of chats, about 0.3 % of the clinics' chats
 * that have it on); a rerun finds less. Prints one JSON line.
 * Run: npx tsx bench/scale-plans.ts   (BENCH_SCALE_URL; BENCH_RUNS, default 3)
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { createSimulator } from '@conecta/zapi-simulator';
import { Client, type QueryResultRow } from 'pg';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { percentile } from './bench-app.ts';
import { SCALE, scaleChatCounts, scaleUrl } from './scale-shape.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const url = scaleUrl();

// Every statement the app sends, with the values of its first use, for EXPLAIN afterwards.
const recorded = new Map<string, unknown[]>();
let recording = true;
type QueryFn = (this: Client, ...args: unknown[]) => unknown;
const original = Client.prototype.query as unknown as QueryFn;
(Client.prototype as unknown as { query: QueryFn }).query = function (...args: unknown[]) {
  const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
  const text = typeof config === 'string' ? config : config?.text;
  if (recording && text && !recorded.has(text))
    recorded.set(
      text,
      (typeof config === 'string' ? values : (config.values ?? values)) as unknown[],
    );
  return original.apply(this, args);
};

const sim = createSimulator({ scanDelayMs: null, chatCount: 1, autoCreateInstances: true });
const { url: simUrl } = await sim.listen(0, '127.0.0.1');
const database = await openDatabase({ url });
const port = 3900 + Math.floor(Math.random() * 90);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-scale-')),
  ZAPI_BASE_URL: simUrl,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'silent',
  JWT_SECRET: SCALE.jwtSecret,
  MEDIA_KEY: SCALE.mediaKey,
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
  clock: systemClock,
  webDist: '/nonexistent',
  logger: false,
});
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
const q = async <T extends QueryResultRow>(text: string, values: unknown[] = []) => {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
};

const counts = scaleChatCounts();
const clinicOf = async (i: number) =>
  (await q<{ id: string }>('select id from users where email = $1', [SCALE.email(i)]))[0]!.id;
const big = await clinicOf(0);
// A small clinic with at least 1,000 chats: the one whose passes are timed.
const smallIndex = counts.findIndex((n, i) => i >= SCALE.bigClinics && n >= 1000 && n < 1100);
const small = await clinicOf(smallIndex);
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => +x.toFixed(1);
  return { medianMs: r(percentile(s, 50)), minMs: r(s[0]!), maxMs: r(s.at(-1)!) };
};
const load = () => loadavg().map((x) => +x.toFixed(2));

// The small clinic's number linked in the simulator; its automatic messages not held for hours.
const [inst] = await q<{ instance_id: string }>(
  'select instance_id from web_instances where clinic_id = $1',
  [small],
);
const control = async (p: string, body: unknown = {}) => {
  const res = await fetch(`${simUrl}/_sim${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`simulador ${p}: ${res.status}`);
};
await control('/instances', { id: inst!.instance_id, token: 'SCALETOKEN' });
await control(`/instances/${inst!.instance_id}/scan`);
await q(
  `update clinics set opening_hours = jsonb_set(opening_hours, '{enabled}', 'false') where id = $1`,
  [small],
);

const loadStart = load();
const jobs = {
  tasks: app.services.taskRunner,
  routines: app.services.routineRunner,
  reminders: app.services.reminderRunner,
  'slot-offers': app.services.offerRunner,
  'satisfaction-surveys': app.services.surveyRunner,
  retention: app.services.retentionRunner,
};
/** One scheduler pass of a job: it runs again while it finds full batches, as the tick does. */
const pass = async (job: { runOnce: (stopping: () => boolean) => Promise<number> }) => {
  const t = performance.now();
  let items = 0;
  for (;;) {
    const n = await job.runOnce(() => false);
    items += n;
    if (n < 25) break;
  }
  return { ms: performance.now() - t, items };
};

// 1. Nothing due: what every tick of every process costs, whatever the other clinics hold.
const idle: Record<string, ReturnType<typeof stat>> = {};
for (const [name, job] of Object.entries(jobs)) {
  if (name === 'retention') continue;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await pass(job)).ms);
  idle[name] = stat(times);
}

// 2. 1,000 due items in the small clinic, one kind at a time, the pass run until it is done.
const firstChats = `select id, chat_id from chats where clinic_id = $1 order by chat_id limit 1000`;
const due: Record<string, { ms: number; items: number }[]> = {
  tasks: [],
  routines: [],
  reminders: [],
};
for (let run = 0; run < RUNS; run++) {
  await q(
    `insert into tasks (clinic_id, chat_row_id, chat_id, message, due_at, next_attempt_at)
     select $1, c.id, c.chat_id, 'Retorno agendado', now() - interval '1 minute', now() - interval '1 minute'
     from (${firstChats}) c`,
    [small],
  );
  due.tasks!.push(await pass(jobs.tasks));
  await q(`delete from tasks where clinic_id = $1`, [small]);

  // Routines: the clinic's step 1 after 1 hour; 1,000 chats whose last message is the clinic's,
  // two hours ago, after the routines began.
  await q(`delete from routines where clinic_id = $1`, [small]);
  await q(
    `insert into routines (clinic_id, sequence_number, text_content, hours_delay) values ($1, 1, 'Olá! Podemos ajudar?', 1)`,
    [small],
  );
  await q(`update clinics set routines_since = now() - interval '1 day' where id = $1`, [small]);
  await q(
    `update chats set last_message_from_me = true, last_message_time = now() - interval '2 hours'
     where id in (select id from (${firstChats}) c)`,
    [small],
  );
  await q(
    `update routine_runs set last_seq = 0, anchor_at = null, status = 'pending',
       attempt_started_at = null, next_attempt_at = to_timestamp(0)
     where chat_row_id in (select id from (${firstChats}) c)`,
    [small],
  );
  due.routines!.push(await pass(jobs.routines));
  await q(`delete from routines where clinic_id = $1`, [small]);

  // Reminders: 1,000 appointments tomorrow with their 24-hour reminder due now.
  await q(
    `insert into appointments (clinic_id, chat_row_id, chat_id, starts_at, time_zone, professional)
     select $1, c.id, c.chat_id, now() + interval '23 hours', 'America/Sao_Paulo', 'Dra. Ana'
     from (${firstChats}) c`,
    [small],
  );
  await q(
    `insert into appointment_reminders (appointment_id, clinic_id, hours_before, due_at, next_attempt_at)
     select id, clinic_id, 24, now() - interval '1 minute', now() - interval '1 minute'
     from appointments where clinic_id = $1`,
    [small],
  );
  due.reminders!.push(await pass(jobs.reminders));
  await q(`delete from appointments where clinic_id = $1`, [small]);
}
const sent = await q<{ n: number }>(
  `select count(*)::int as n from messages where clinic_id = $1 and from_me and timestamp > now() - interval '1 hour'`,
  [small],
);

// 3. Retention's daily pass: on for the big clinic and ten small ones (12 months).
const retentionClinics = [
  big,
  ...(await Promise.all([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(clinicOf))),
];
await q(`update clinics set retention_months = 12, retention_ran_at = null where id = any($1)`, [
  retentionClinics,
]);
const before = await q<{ n: number }>(
  `select count(*)::int as n from chats where clinic_id = any($1)`,
  [retentionClinics],
);
// Five clinics a run: the scheduler's tick runs it again while it claims any.
const retentionStart = performance.now();
while ((await jobs.retention.runOnce(() => false)) > 0) {
  /* next clinics */
}
const retention = { ms: performance.now() - retentionStart };
// What the next tick does after rows were erased: VACUUM of the erased tables (compactor).
const compactStart = performance.now();
await app.services.compactor.runOnce();
const compactMs = Math.round(performance.now() - compactStart);
const after = await q<{ n: number }>(
  `select count(*)::int as n from chats where clinic_id = any($1)`,
  [retentionClinics],
);
await q(`update clinics set retention_months = null where id = any($1)`, [retentionClinics]);

// 4. One of each request, for its statements: board, incremental check, window, page back, webhook.
const login = async (email: string) => {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCALE.password }),
  });
  return ((await res.json()) as { token: string }).token;
};
const token = await login(SCALE.email(0));
const get = async (p: string) => {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${p}: ${res.status} ${body.slice(0, 200)}`);
  return { res, body };
};
const board = await get('/dashboard/zapi/chats');
const cursor = board.res.headers.get('x-board-cursor')!;
await get(`/dashboard/zapi/chats/changes?since=${encodeURIComponent(cursor)}`);
const page = JSON.parse((await get(`/dashboard/messages/${SCALE.phone(0)}?limit=50`)).body) as {
  older: string | null;
  cursor: string;
};
await get(`/dashboard/messages/${SCALE.phone(0)}?limit=50&before=${page.older}`);
await get(`/dashboard/messages/${SCALE.phone(0)}?since=${encodeURIComponent(page.cursor)}`);
const [hook] = await q<{ webhook_secret: string }>(
  'select webhook_secret from web_instances where clinic_id = $1',
  [big],
);
await fetch(`${base}/webhooks/zapi/${hook!.webhook_secret}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    type: 'ReceivedCallback',
    messageId: `PLAN${Date.now()}`,
    phone: SCALE.phone(1),
    fromMe: false,
    momment: Date.now(),
    status: 'RECEIVED',
    chatName: 'Paciente 1',
    isGroup: false,
    text: { message: 'Mensagem do plano' },
  }),
});
recording = false;
const loadEnd = load();

// 5. The plans: every statement again under EXPLAIN (no ANALYZE: claims and writes stay unrun).
const big10k = new Set(
  (
    await q<{ relname: string }>(
      `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > 10000`,
    )
  ).map((r) => r.relname),
);
const plans = new Client({ connectionString: url });
await plans.connect();
const seqScans: Array<{ table: string; planRows: number; statement: string }> = [];
let explained = 0;
const unexplained: string[] = [];
for (const [text, values] of recorded) {
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) continue;
  try {
    const r = await plans.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
      `explain (format json) ${text}`,
      values,
    );
    explained++;
    const walk = (node: Record<string, unknown>) => {
      if (node['Node Type'] === 'Seq Scan' && big10k.has(String(node['Relation Name'])))
        seqScans.push({
          table: String(node['Relation Name']),
          planRows: Number(node['Plan Rows']),
          statement: text.replace(/\s+/g, ' ').slice(0, 300),
        });
      for (const child of (node.Plans as Array<Record<string, unknown>>) ?? []) walk(child);
    };
    walk(r.rows[0]!['QUERY PLAN'][0]!.Plan);
  } catch (err) {
    unexplained.push(`${text.replace(/\s+/g, ' ').slice(0, 120)}: ${(err as Error).message}`);
  }
}
await plans.end();

console.log(
  JSON.stringify({
    bench: 'scale-plans',
    loadAverage: { start: loadStart, end: loadEnd },
    smallClinicChats: counts[smallIndex],
    idlePassMs: idle,
    due1000: Object.fromEntries(
      Object.entries(due).map(([k, v]) => [
        k,
        { ...stat(v.map((x) => x.ms)), items: v.map((x) => x.items) },
      ]),
    ),
    messagesSentBySmallClinicLastHour: sent[0]!.n,
    retention: {
      clinics: retentionClinics.length,
      chatsBefore: before[0]!.n,
      erased: before[0]!.n - after[0]!.n,
      ms: Math.round(retention.ms),
      thenCompactorVacuumMs: compactMs,
    },
    statements: recorded.size,
    explained,
    unexplained,
    seqScansOnTablesOver10000Rows: seqScans,
  }),
);
await app.close();
await database.close();
await sim.close();
