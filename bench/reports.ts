/**
 * 'Relatórios' on a large clinic (issue 35): every report endpoint timed over HTTP for 30 days
 * and for 12 months, and the plans of their queries checked for sequential scans on the large
 * tables. The data is written with SQL (`insert ... select generate_series`), not through the
 * API: BENCH_CHATS chats (50,000), BENCH_MESSAGES messages (2,000,000) over the last 365 days,
 * in pairs (a patient's message answered 1 to 30 minutes later), one clinic message in 10
 * automatic (a routine step or a task), appointments with reminders and surveys, column moves. Prints one JSON line.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports.ts
 *      (BENCH_CHATS, BENCH_MESSAGES, BENCH_RUNS; BENCH_KEEP_DB=cc_bench_reports keeps the seeded
 *      database for the next run, which then skips the seed)
 */
import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../apps/server/src/db/client.ts';
import { agendaFiguresRepo } from '../apps/server/src/modules/reports/agenda-figures-repo.ts';
import { automationFiguresRepo } from '../apps/server/src/modules/reports/automation-figures-repo.ts';
import { reportsRepo } from '../apps/server/src/modules/reports/reports-repo.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const CHATS = Number(process.env.BENCH_CHATS ?? 50_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KINDS = ['answering', 'funnel', 'agenda', 'team', 'automation', 'satisfaction'] as const;

const bench = await startBenchApp('http://127.0.0.1:9');
const db = bench.database.db;
const run = (q: SQL) => db.execute(q);

// A kept database (BENCH_KEEP_DB) seeded by an earlier run: its clinic and user are used again.
const earlier = (
  (await run(sql`
    select u.id, u.email from users u
    where (select count(*) from chats ch where ch.clinic_id = u.id) >= ${CHATS} limit 1`)) as unknown as {
    rows: Array<{ id: string; email: string }>;
  }
).rows[0];
const c = earlier?.id ?? bench.userId; // the benchmark user's clinic has the user's id

const t0 = performance.now();
let chatsMs = 0;
let messagesMs = 0;
if (!earlier) {
  await run(sql`
  insert into chats (clinic_id, chat_id, phone, name, "column", created_at, last_message_time,
    last_message_from_me, assigned_to)
  select ${c}, '55119' || lpad(g::text, 8, '0'), '55119' || lpad(g::text, 8, '0'), 'Paciente ' || g,
    (array['inbox','hot_lead','cold_lead','followup','humanized','vip'])[1 + g % 6],
    now() - interval '365 days' + (g::float / ${CHATS}) * interval '360 days',
    now() - (g % 400) * interval '1 hour', g % 3 = 0, case when g % 4 = 0 then ${c}::uuid end
  from generate_series(1, ${CHATS}) g`);
  // Moves: a fifth of the chats left their column once, at a moment of the year.
  await run(sql`
  update chats set "column" = case when "column" = 'followup' then 'hot_lead' else 'followup' end,
    updated_at = now() - (abs(hashtext(chat_id)) % 365) * interval '1 day'
  where clinic_id = ${c} and abs(hashtext(chat_id)) % 5 = 0`);
  chatsMs = performance.now() - t0;
  // Messages come in pairs: a patient's message and the clinic's answer 1 to 30 minutes later
  // (pair p in chat p % CHATS), the pairs spread over the year, so each chat talks about every
  // 18 days; one clinic message in 10 is automatic (a routine step or a task, no member).
  await run(sql`
  insert into messages (clinic_id, chat_id, message_id, from_me, type, content, status, sent_by,
    sent_by_member, "timestamp", routine_seq, task_id)
  select ${c}, '55119' || lpad((1 + (g / 2) % ${CHATS})::text, 8, '0'), 'bm' || g, g % 2 = 1,
    'text', 'Mensagem ' || g, 'RECEIVED',
    case when g % 2 = 1 then case when (g / 2) % 10 = 0 then 'automation' else 'user' end end,
    case when g % 2 = 1 and (g / 2) % 10 <> 0 then ${c}::uuid end,
    now() - interval '365 days' + (g::float / ${MESSAGES}) * interval '365 days'
      + (g % 2) * (1 + (g / 2) % 30) * interval '1 minute',
    case when g % 2 = 1 and (g / 2) % 20 = 0 then 1 + (g / 40) % 3 end,
    case when g % 2 = 1 and (g / 2) % 20 = 10 then gen_random_uuid() end
  from generate_series(0, ${MESSAGES - 1}) g`);
  messagesMs = performance.now() - t0 - chatsMs;
  await run(sql`
  insert into appointments (clinic_id, chat_row_id, chat_id, starts_at, time_zone, professional,
    state, attendance, created_at)
  select ch.clinic_id, ch.id, ch.chat_id, ch.created_at + interval '7 days' + (n % 9) * interval '1 hour',
    'America/Sao_Paulo', (array['Dra. Ana','Dr. Caio','Dra. Bia'])[1 + n % 3],
    (array['waiting','confirmed','reschedule','cancelled'])[1 + n % 4],
    (array['attended','missed',null,'attended'])[1 + n % 4], ch.created_at + interval '2 days'
  from (select ch.*, row_number() over (order by ch.chat_id) as n from chats ch where ch.clinic_id = ${c}) ch
  where n % 2 = 0`);
  await run(sql`
  insert into appointment_reminders (appointment_id, clinic_id, hours_before, due_at,
    next_attempt_at, status, sent_at)
  select a.id, a.clinic_id, 24, a.starts_at - interval '1 day', a.starts_at - interval '1 day', 'sent',
    a.starts_at - interval '1 day'
  from appointments a where a.clinic_id = ${c}`);
  await run(sql`
  insert into satisfaction_surveys (clinic_id, appointment_id, chat_id, professional, due_at,
    next_attempt_at, status, score, answered_at)
  select a.clinic_id, a.id, a.chat_id, a.professional, a.starts_at + interval '1 day',
    a.starts_at + interval '1 day', 'sent', abs(hashtext(a.id::text)) % 11, a.starts_at + interval '1 day'
  from appointments a where a.clinic_id = ${c} and a.attendance = 'attended'`);
  await run(sql`analyze`);
}
const seedMs = performance.now() - t0;

// The upgrade: migration 0042 creates the reports' tables empty and the first catch-up (here
// as the background pass would run it) reads every message of the clinic. A kept database
// caught up by an earlier run is cleared first, so each run times the same work.
// BENCH_CATCH_UP=keep skips the first catch-up when an earlier run did it (to compare builds
// quickly); the code before the catch-up (BENCH_BEFORE=1, the old commit's tree) has none.
const before = process.env.BENCH_BEFORE === '1';
const catchUp = before
  ? { catchUp: async () => {} }
  : (bench.app.services as unknown as { reportCatchUp: { catchUp(c: string): Promise<unknown> } })
      .reportCatchUp;
if (!before && process.env.BENCH_CATCH_UP !== 'keep')
  await run(sql`delete from report_positions where clinic_id = ${c}`);
let t1 = performance.now();
await catchUp.catchUp(c);
const firstCatchUpMs = performance.now() - t1;
await run(sql`analyze`);
// What a report's own catch-up costs: nothing new, then a burst of 1,000 new messages (half
// the patients', half answers) in 500 chats, one of them with a timestamp a month old.
t1 = performance.now();
await catchUp.catchUp(c);
const idleCatchUpMs = performance.now() - t1;
if (!before)
  await run(sql`
  insert into messages (clinic_id, chat_id, message_id, from_me, type, content, status, sent_by,
    sent_by_member, "timestamp")
  select ${c}, '55119' || lpad((1 + g % 500)::text, 8, '0'), 'bn' || g || '-' || ${Date.now()}, g % 2 = 1, 'text', 'Nova ' || g,
    'RECEIVED', case when g % 2 = 1 then 'user' end, case when g % 2 = 1 then ${c}::uuid end,
    case when g = 0 then now() - interval '30 days' else now() - interval '10 minutes' + g * interval '100 milliseconds' end
  from generate_series(0, 999) g`);
t1 = performance.now();
await catchUp.catchUp(c);
const burstCatchUpMs = performance.now() - t1;

const token = await bench.token(earlier?.email);
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const periods = { '30d': 'period=30d', '12m': `period=custom&from=${yearAgo}&to=${today}` };
const timed: Record<
  string,
  Record<string, { medianMs: number; minMs: number; maxMs: number }>
> = {};
for (const [label, query] of Object.entries(periods)) {
  timed[label] = {};
  // The page asks for every figure at once; 'all' is the click to the last figure's answer.
  const all: number[] = [];
  const each: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await Promise.all(
      KINDS.map(async (kind) => {
        const s = performance.now();
        const res = await fetch(`${bench.url}/api/reports/${kind}?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.text();
        if (res.status !== 200) throw new Error(`${kind} ${res.status}`);
        (each[kind] ??= []).push(performance.now() - s);
      }),
    );
    all.push(performance.now() - start);
  }
  const stat = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      medianMs: Math.round(percentile(s, 50)),
      minMs: Math.round(s[0]!),
      maxMs: Math.round(s.at(-1)!),
    };
  };
  timed[label].allFigures = stat(all);
  for (const kind of KINDS) timed[label][kind] = stat(each[kind]!);
}

// The plans: each repo query run under EXPLAIN ANALYZE; a sequential scan on a table of more
// than 10,000 rows is reported.
const seqScans: Array<{ query: string; table: string; rows: number }> = [];
let current = '';
const explainTx = {
  execute: async (q: SQL) => {
    const r = (await db.execute(sql`explain (analyze, format json) ${q}`)) as unknown as {
      rows: Array<{ 'QUERY PLAN': unknown }>;
    };
    const walk = (node: Record<string, unknown>) => {
      if (
        node['Node Type'] === 'Seq Scan' &&
        Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0) > 10_000
      )
        seqScans.push({
          query: current,
          table: String(node['Relation Name']),
          rows: Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0),
        });
      for (const child of (node.Plans as Array<Record<string, unknown>>) ?? []) walk(child);
    };
    const plan = r.rows[0]!['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
      Plan: Record<string, unknown>;
    }>;
    walk(parsed[0]!.Plan);
    return { rows: [] };
  },
} as unknown as Tx;
const year = { clinicId: c, memberId: null, numberId: null };
// The number filter (issue 48): the clinic's main number, the bench's chats have none of it.
const mainNumber = (
  (await run(sql`select id from web_instances where clinic_id = ${c} limit 1`)) as unknown as {
    rows: Array<{ id: string }>;
  }
).rows[0]?.id;
const oneNumber = { ...year, numberId: mainNumber ?? '00000000-0000-4000-8000-000000000000' };
const from = new Date(Date.now() - 365 * 86_400_000);
const to = new Date();
const tz = 'America/Sao_Paulo';
// The old tree's repository read the runs one by one (answeredRuns).
const repo = reportsRepo as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
const queries: Array<[string, () => Promise<unknown>]> = [
  before
    ? ['answeredRuns', () => repo.answeredRuns!(explainTx, year, from, to)]
    : ['answerFigures', () => repo.answerFigures!(explainTx, year, from, to, tz)],
  ['waiting', () => reportsRepo.waiting(explainTx, year, new Date(Date.now() - 30 * 86_400_000))],
  ['messagesPerDay', () => reportsRepo.messagesPerDay(explainTx, year, from, to, tz)],
  ['columnMoves', () => reportsRepo.columnMoves(explainTx, year, from, to)],
  ['leadsBooked', () => reportsRepo.leadsBooked(explainTx, year, from, to)],
  // The old tree's took the clinic's id; since issue 48, the scope (for the number filter).
  [
    'scoresByProfessional',
    () => repo.scoresByProfessional!(explainTx, before ? c : year, from, to),
  ],
  ['reminders', () => agendaFiguresRepo.reminders(explainTx, year, from, to)],
  ['attendance', () => agendaFiguresRepo.attendance(explainTx, year, from, to, tz, 'professional')],
  ['waitingList', () => agendaFiguresRepo.waitingList(explainTx, year, from, to)],
  ['team', () => agendaFiguresRepo.team(explainTx, year, from, to)],
  ['automationSends', () => automationFiguresRepo.sends(explainTx, year, from, to)],
  ['recovered', () => automationFiguresRepo.recovered(explainTx, year, from, to)],
  // One number's figures (issue 48): the chats of the number, then each table by its index.
  ['answerFiguresOneNumber', () => reportsRepo.answerFigures(explainTx, oneNumber, from, to, tz)],
  ['messagesPerDayOneNumber', () => reportsRepo.messagesPerDay(explainTx, oneNumber, from, to, tz)],
  ['remindersOneNumber', () => agendaFiguresRepo.reminders(explainTx, oneNumber, from, to)],
  ['teamOneNumber', () => agendaFiguresRepo.team(explainTx, oneNumber, from, to)],
];
for (const [name, q] of queries) {
  current = name;
  await q();
}

console.log(
  JSON.stringify({
    bench: 'reports',
    database: bench.kind,
    chats: CHATS,
    messages: MESSAGES,
    seeded: !earlier,
    seedSeconds: {
      chats: +(chatsMs / 1000).toFixed(1),
      messages: +(messagesMs / 1000).toFixed(1),
      all: +(seedMs / 1000).toFixed(1),
    },
    build: before ? 'before (8c0d28b)' : 'after',
    catchUpMs: {
      firstAfterUpgrade: Math.round(firstCatchUpMs),
      nothingNew: Math.round(idleCatchUpMs),
      burstOf1000: Math.round(burstCatchUpMs),
    },
    runs: RUNS,
    timed,
    seqScansOver10000Rows12Months: seqScans,
  }),
);
await bench.close();
