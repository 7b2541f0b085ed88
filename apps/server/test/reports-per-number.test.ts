import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Tx } from '../src/db/client.ts';
import {
  appointmentReminders,
  appointments,
  chats,
  clinicMembers,
  messages,
  satisfactionSurveys,
} from '../src/db/schema.ts';
import { agendaFiguresRepo } from '../src/modules/reports/agenda-figures-repo.ts';
import { automationFiguresRepo } from '../src/modules/reports/automation-figures-repo.ts';
import { reportsRepo } from '../src/modules/reports/reports-repo.ts';
import { seedLinkedNumber } from './helpers/seed-instance.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
  withoutOpeningHours,
} from './helpers/test-app.ts';

/**
 * Issue 48, 'Relatórios' per number: a clinic with two numbers (its main one and ':n2') and the
 * same patient writing to each. Every report answers, with `numberId`, the figures of that
 * number's chats only and, without it, of both (as before numbers existed); another clinic's
 * number is not found, a malformed one refused, both in pt-BR.
 *
 * Every time is the test clock's now less some hours, all within the last three days, so the
 * '7d' period holds them at any hour the test runs.
 */

let t: TestApp;
const clock = createTestClock();
let ana: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let clinicA: string;
let main: string;
let second: string;
let foreign: string;

const H = 3_600_000;
const ago = (hours: number) => new Date(clock.now().getTime() - hours * H);
const PHONE = '5511900004801';

const clinicOf = async (userId: string) =>
  (
    await t.database.db
      .select({ id: clinicMembers.clinicId })
      .from(clinicMembers)
      .where(eq(clinicMembers.userId, userId))
  )[0]!.id;

let seq = 0;
async function msg(
  chatId: string,
  at: Date,
  from: 'patient' | { member: string } | { routineSeq: number },
) {
  seq++;
  await t.database.db.insert(messages).values({
    clinicId: clinicA,
    chatId,
    messageId: `pn-${seq}`,
    fromMe: from !== 'patient',
    type: 'text',
    content: `m${seq}`,
    sentBy: from === 'patient' ? null : 'member' in from ? 'user' : 'automation',
    sentByMember: from !== 'patient' && 'member' in from ? from.member : null,
    routineSeq: from !== 'patient' && 'routineSeq' in from ? from.routineSeq : null,
    timestamp: at,
  });
}

async function chat(
  chatId: string,
  instanceId: string,
  opts: { createdAt: Date; last: Date; lastFromMe: boolean; assignedTo?: string },
) {
  const [row] = await t.database.db
    .insert(chats)
    .values({
      clinicId: clinicA,
      chatId,
      instanceId,
      phone: PHONE,
      name: `Carla ${chatId.endsWith(':n2') ? 'Financeiro' : 'Recepção'}`,
      column: 'inbox',
      createdAt: opts.createdAt,
      assignedTo: opts.assignedTo ?? null,
      lastMessageTime: opts.last,
      lastMessageFromMe: opts.lastFromMe,
    })
    .returning({ id: chats.id });
  return row!.id;
}

/** A column change as the services write it: the app's clock in updated_at. */
async function move(rowId: string, column: string, at: Date) {
  await t.database.db.update(chats).set({ column, updatedAt: at }).where(eq(chats.id, rowId));
}

/** A past visit marked after it, with its reminder and, when given, its survey's answer. */
async function visit(
  chatRowId: string,
  chatId: string,
  opts: { startsAt: Date; attendance: 'attended' | 'missed'; score?: number },
) {
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      clinicId: clinicA,
      chatRowId,
      chatId,
      startsAt: opts.startsAt,
      timeZone: 'America/Sao_Paulo',
      professional: 'Dra. Ana',
      state: 'confirmed',
      attendance: opts.attendance,
    })
    .returning({ id: appointments.id });
  const sentAt = new Date(opts.startsAt.getTime() - 2 * H);
  await t.database.db.insert(appointmentReminders).values({
    appointmentId: row!.id,
    clinicId: clinicA,
    hoursBefore: 2,
    dueAt: sentAt,
    nextAttemptAt: sentAt,
    status: 'sent',
    sentAt,
  });
  if (opts.score === undefined) return;
  const answeredAt = new Date(opts.startsAt.getTime() + 3 * H);
  await t.database.db.insert(satisfactionSurveys).values({
    clinicId: clinicA,
    appointmentId: row!.id,
    chatId,
    professional: 'Dra. Ana',
    status: 'sent',
    dueAt: answeredAt,
    nextAttemptAt: answeredAt,
    score: opts.score,
    answeredAt,
  });
}

type Kind = 'answering' | 'funnel' | 'agenda' | 'team' | 'satisfaction' | 'automation';
const KINDS: Kind[] = ['answering', 'funnel', 'agenda', 'team', 'satisfaction', 'automation'];

const ask = (kind: Kind, numberId?: string, token = ana.token) =>
  callAs(
    t,
    token,
    'GET',
    `/api/reports/${kind}?period=7d${numberId === undefined ? '' : `&numberId=${numberId}`}`,
  );

async function report(kind: Kind, numberId?: string) {
  const res = await ask(kind, numberId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  clock.hold();
  t = await createTestApp({}, { clock });
  ana = await signUp(t, 'Ana Souza');
  other = await signUp(t, 'Outra Clínica');
  clinicA = await clinicOf(ana.id);
  // No opening hours: each wait is the plain time to the answer, whatever the hour now.
  await withoutOpeningHours(t, ana.token);
  const linkedAt = ago(24 * 30);
  main = await seedLinkedNumber(t, clinicA, {
    instanceId: 'REPORTS-N1',
    token: 'TOKEN-N1',
    suffix: null,
    phone: '5511955554801',
    linkedAt,
  });
  second = await seedLinkedNumber(t, clinicA, {
    instanceId: 'REPORTS-N2',
    token: 'TOKEN-N2',
    suffix: ':n2',
    phone: '5511955554802',
    linkedAt,
  });
  foreign = await seedLinkedNumber(t, await clinicOf(other.id), {
    instanceId: 'REPORTS-NB',
    token: 'TOKEN-NB',
    suffix: null,
    phone: '5511955554809',
    linkedAt,
  });
  const Ana = { member: ana.id };

  // On the main number: two runs answered by Ana, a routine step, a move to Lead quente, a
  // visit attended and rated 5. Assigned to Ana.
  const reception = await chat(PHONE, main, {
    createdAt: ago(60),
    last: ago(29),
    lastFromMe: true,
    assignedTo: ana.id,
  });
  await msg(PHONE, ago(50), 'patient');
  await msg(PHONE, ago(49.9), Ana);
  await msg(PHONE, ago(31), { routineSeq: 1 });
  await msg(PHONE, ago(30), 'patient');
  await msg(PHONE, ago(29), Ana);
  await move(reception, 'hot_lead', ago(28));
  await visit(reception, PHONE, { startsAt: ago(40), attendance: 'attended', score: 5 });

  // The same patient on the second number: one run answered, then waiting for an hour; a visit
  // missed, another attended and rated 10.
  const billing = await chat(`${PHONE}:n2`, second, {
    createdAt: ago(21),
    last: ago(1),
    lastFromMe: false,
  });
  await msg(`${PHONE}:n2`, ago(20), 'patient');
  await msg(`${PHONE}:n2`, ago(19), Ana);
  await msg(`${PHONE}:n2`, ago(1), 'patient');
  await visit(billing, `${PHONE}:n2`, { startsAt: ago(10), attendance: 'missed' });
  await visit(billing, `${PHONE}:n2`, { startsAt: ago(8), attendance: 'attended', score: 10 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const sum = (rows: Array<{ in: number; out: number }>) =>
  rows.reduce((n, r) => ({ in: n.in + r.in, out: n.out + r.out }), { in: 0, out: 0 });

describe('Relatórios por número (issue 48)', () => {
  it('answering: runs, waiting chats and messages of the chosen number, or of both', async () => {
    const all = await report('answering');
    const onMain = await report('answering', main);
    const onSecond = await report('answering', second);
    expect([all, onMain, onSecond].map((r) => r.overall.answered)).toEqual([3, 2, 1]);
    expect(
      [all, onMain, onSecond].map((r) => r.waiting.chats.map((w: { chatId: string }) => w.chatId)),
    ).toEqual([[`${PHONE}:n2`], [], [`${PHONE}:n2`]]);
    // Main: the patient twice; Ana twice and the routine step. Second: the patient twice, Ana once.
    expect([all, onMain, onSecond].map((r) => sum(r.perDay))).toEqual([
      { in: 4, out: 4 },
      { in: 2, out: 3 },
      { in: 2, out: 1 },
    ]);
  });

  it('funnel: the chats that entered each column and the leads, per number', async () => {
    const entered = (r: { entered: Array<{ column: string; count: number }> }) =>
      Object.fromEntries(r.entered.filter((e) => e.count > 0).map((e) => [e.column, e.count]));
    const all = await report('funnel');
    const onMain = await report('funnel', main);
    const onSecond = await report('funnel', second);
    expect(entered(all)).toEqual({ inbox: 2, hot_lead: 1 });
    expect(entered(onMain)).toEqual({ inbox: 1, hot_lead: 1 });
    expect(entered(onSecond)).toEqual({ inbox: 1 });
    expect([all, onMain, onSecond].map((r) => r.moves.length)).toEqual([1, 1, 0]);
    expect([all, onMain, onSecond].map((r) => r.leads.leads)).toEqual([2, 1, 1]);
  });

  it('agenda: reminders and attendance of the visits of that number’s chats', async () => {
    const all = await report('agenda');
    const onMain = await report('agenda', main);
    const onSecond = await report('agenda', second);
    expect([all, onMain, onSecond].map((r) => r.reminders.sent)).toEqual([3, 1, 2]);
    expect(
      [all, onMain, onSecond].map((r) => [r.attendance.attended, r.attendance.missed]),
    ).toEqual([
      [2, 1],
      [1, 0],
      [1, 1],
    ]);
  });

  it('team: every member listed, their chats and messages of the number only', async () => {
    const line = (r: { members: Array<Record<string, unknown>> }) => {
      const { assignedNow, chatsAnswered, messagesSent } = r.members.find(
        (m) => m.memberId === ana.id,
      )!;
      return [assignedNow, chatsAnswered, messagesSent];
    };
    expect(line(await report('team'))).toEqual([1, 2, 3]);
    expect(line(await report('team', main))).toEqual([1, 1, 2]);
    expect(line(await report('team', second))).toEqual([0, 1, 1]);
  });

  it('automation: the routine steps sent on the number', async () => {
    const sent = (r: { sends: Array<{ sent: number }> }) => r.sends.map((s) => s.sent);
    expect(sent(await report('automation'))).toEqual([1]);
    expect(sent(await report('automation', main))).toEqual([1]);
    expect(sent(await report('automation', second))).toEqual([]);
  });

  it('satisfaction: the answers of the visits of that number’s chats', async () => {
    const overall = async (numberId?: string) => {
      const { answers, average } = (await report('satisfaction', numberId)).overall;
      return [answers, average];
    };
    expect(await overall()).toEqual([2, 7.5]);
    expect(await overall(main)).toEqual([1, 5]);
    expect(await overall(second)).toEqual([1, 10]);
  });

  it("refuses another clinic's number or an unknown one (404) and a malformed one (400), in pt-BR", async () => {
    for (const kind of KINDS) {
      for (const numberId of [foreign, 'a0000000-0000-4000-8000-000000000048']) {
        const res = await ask(kind, numberId);
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'Número do WhatsApp não encontrado nesta clínica.',
        });
      }
      const bad = await ask(kind, 'nope');
      expect(bad.statusCode, `${kind}: ${bad.body}`).toBe(400);
      expect(bad.body).toContain('Número do WhatsApp inválido');
    }
    // The other clinic is served on its own number, and sees none of clinic A's chats there.
    const res = await ask('answering', foreign, other.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().overall.answered).toBe(0);
    expect(res.body).not.toContain(PHONE);
  });

  it("reads each table of a number's figures by an index (sequential scans off)", async () => {
    // Each repo query of the figures, as it runs with the number filter, planned with the
    // planner's sequential scans off: one still chosen means no index serves that table.
    const scope = { clinicId: clinicA, memberId: null, numberId: second };
    const seqScans: string[] = [];
    let current = '';
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explaining = {
        execute: async (q: SQL) => {
          const plan = (await tx.execute(sql`explain ${q}`)) as unknown as {
            rows: Array<Record<string, string>>;
          };
          for (const row of plan.rows) {
            const line = Object.values(row)[0] ?? '';
            if (line.includes('Seq Scan')) seqScans.push(`${current}: ${line.trim()}`);
          }
          return { rows: [] };
        },
      } as unknown as Tx;
      const from = ago(24 * 7);
      const to = ago(0);
      const zone = 'America/Sao_Paulo';
      const queries: Array<[string, () => Promise<unknown>]> = [
        ['answerFigures', () => reportsRepo.answerFigures(explaining, scope, from, to, zone)],
        ['waiting', () => reportsRepo.waiting(explaining, scope, from)],
        ['messagesPerDay', () => reportsRepo.messagesPerDay(explaining, scope, from, to, zone)],
        ['columnMoves', () => reportsRepo.columnMoves(explaining, scope, from, to)],
        ['leadsBooked', () => reportsRepo.leadsBooked(explaining, scope, from, to)],
        ['scores', () => reportsRepo.scoresByProfessional(explaining, scope, from, to)],
        ['reminders', () => agendaFiguresRepo.reminders(explaining, scope, from, to)],
        [
          'attendance',
          () => agendaFiguresRepo.attendance(explaining, scope, from, to, zone, 'all'),
        ],
        ['waitingList', () => agendaFiguresRepo.waitingList(explaining, scope, from, to)],
        ['team', () => agendaFiguresRepo.team(explaining, scope, from, to)],
        ['sends', () => automationFiguresRepo.sends(explaining, scope, from, to)],
        ['recovered', () => automationFiguresRepo.recovered(explaining, scope, from, to)],
      ];
      for (const [name, query] of queries) {
        current = name;
        await query();
      }
    });
    expect(seqScans).toEqual([]);
  });
});
