import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';

import {
  appointmentReminders,
  appointments,
  chats,
  clinicMembers,
  messages,
  slotOffers,
  satisfactionSurveys,
} from '../src/db/schema.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * 'Relatórios' on a hand-made data set whose answers are written here. The clinic's zone is São
 * Paulo (UTC-3 all year since 2019, no daylight saving); the figures are asked for custom
 * periods of past days, 31/01/2025 (a Friday) and 01/02/2025, across the month boundary: a
 * message at 23:30 on the 31st is 02:30 UTC on the 1st and must count on the 31st. The waiting
 * chats are read off the test's clock.
 */

let t: TestApp;
const clock = createTestClock();
let ana: Awaited<ReturnType<typeof signUp>>;
let bruno: { id: string; token: string };
let other: Awaited<ReturnType<typeof signUp>>;
let clinicA: string;
let clinicB: string;

const Z = (local: string) => new Date(`${local}-03:00`);
const HOURS = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  days: [
    [],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [],
  ],
  closedDates: [],
};

let seq = 0;
async function msg(
  clinicId: string,
  chatId: string,
  at: Date,
  from: 'patient' | { sentBy: 'user' | 'automation' | 'phone'; member?: string },
) {
  seq++;
  await t.database.db.insert(messages).values({
    clinicId,
    chatId,
    messageId: `r-${seq}`,
    fromMe: from !== 'patient',
    type: 'text',
    content: `m${seq}`,
    sentBy: from === 'patient' ? null : from.sentBy,
    sentByMember: from === 'patient' ? null : (from.member ?? null),
    timestamp: at,
  });
}

async function chat(
  clinicId: string,
  chatId: string,
  opts: { column: string; createdAt: Date; assignedTo?: string; last?: Date; lastFromMe?: boolean },
) {
  const [row] = await t.database.db
    .insert(chats)
    .values({
      clinicId,
      chatId,
      phone: chatId,
      name: `Paciente ${chatId.slice(-2)}`,
      column: opts.column,
      createdAt: opts.createdAt,
      assignedTo: opts.assignedTo ?? null,
      lastMessageTime: opts.last ?? opts.createdAt,
      lastMessageFromMe: opts.lastFromMe ?? true,
    })
    .returning({ id: chats.id });
  return row!.id;
}

/** A column change as the services write it: the app's clock in updated_at. */
async function move(rowId: string, column: string, at: Date) {
  await t.database.db.update(chats).set({ column, updatedAt: at }).where(eq(chats.id, rowId));
}

const clinicOf = async (userId: string) =>
  (
    await t.database.db
      .select({ id: clinicMembers.clinicId })
      .from(clinicMembers)
      .where(eq(clinicMembers.userId, userId))
  )[0]!.id;

/** An appointment of the day as a member left it, with the reminders sent for it. */
async function appointment(
  clinicId: string,
  chatRowId: string,
  chatId: string,
  opts: {
    startsAt: Date;
    professional: string;
    state: 'waiting' | 'confirmed' | 'reschedule' | 'cancelled';
    attendance?: 'attended' | 'missed' | 'clinicCancelled';
    remindedAt?: Date[];
  },
) {
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      clinicId,
      chatRowId,
      chatId,
      startsAt: opts.startsAt,
      timeZone: 'America/Sao_Paulo',
      professional: opts.professional,
      state: opts.state,
      attendance: opts.attendance ?? null,
    })
    .returning({ id: appointments.id });
  for (const sentAt of opts.remindedAt ?? []) {
    await t.database.db.insert(appointmentReminders).values({
      appointmentId: row!.id,
      clinicId,
      hoursBefore: 2,
      dueAt: sentAt,
      nextAttemptAt: sentAt,
      status: 'sent',
      sentAt,
    });
  }
  return row!.id;
}

const report = async (
  token: string,
  kind: 'answering' | 'funnel' | 'agenda' | 'team' | 'satisfaction' | 'automation',
  query: string,
) => {
  const res = await callAs(t, token, 'GET', `/api/reports/${kind}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const day31 = 'period=custom&from=2025-01-31&to=2025-01-31';
const day01 = 'period=custom&from=2025-02-01&to=2025-02-01';

beforeAll(async () => {
  clock.hold();
  t = await createTestApp({}, { clock });
  ana = await signUp(t, 'Ana Souza');
  bruno = await joinClinic(t, ana.token, { role: 'ATENDENTE', name: 'Bruno Lima' });
  other = await signUp(t, 'Outra Clínica');
  clinicA = await clinicOf(ana.id);
  clinicB = await clinicOf(other.id);
  for (const token of [ana.token, other.token]) {
    const res = await callAs(t, token, 'PUT', '/dashboard/settings/opening-hours', HOURS);
    expect(res.statusCode, res.body).toBe(200);
  }
  const AnaSent = { sentBy: 'user' as const, member: ana.id };

  // Chat 1, assigned to Bruno: two runs answered in 4 and 10 minutes (an automatic message in
  // between answers nothing).
  const c1 = await chat(clinicA, '5511900000001', {
    column: 'inbox',
    createdAt: Z('2025-01-31T09:00:00'),
    assignedTo: bruno.id,
  });
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:00:00'), 'patient');
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:02:00'), 'patient');
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:04:00'), {
    sentBy: 'user',
    member: bruno.id,
  });
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:30:00'), 'patient');
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:31:00'), { sentBy: 'automation' });
  await msg(clinicA, '5511900000001', Z('2025-01-31T10:40:00'), AnaSent);
  await move(c1, 'hot_lead', Z('2025-01-31T11:00:00'));
  await move(c1, 'humanized', Z('2025-02-01T09:00:00'));

  // Chat 2: answered in 60 minutes; then a message on Friday 23:30 (closed) answered from the
  // phone on Monday 08:05, 5 minutes after the opening.
  const c2 = await chat(clinicA, '5511900000002', {
    column: 'cold_lead',
    createdAt: Z('2025-01-31T17:00:00'),
  });
  await msg(clinicA, '5511900000002', Z('2025-01-31T17:50:00'), 'patient');
  await msg(clinicA, '5511900000002', Z('2025-01-31T18:50:00'), AnaSent);
  await msg(clinicA, '5511900000002', Z('2025-01-31T23:30:00'), 'patient');
  await msg(clinicA, '5511900000002', Z('2025-02-03T08:05:00'), { sentBy: 'phone' });
  await move(c2, 'hot_lead', Z('2025-01-31T19:00:00'));

  // A group's messages never count.
  await msg(clinicA, '120363000000000001-group', Z('2025-01-31T10:00:00'), 'patient');
  await msg(clinicA, '120363000000000001-group', Z('2025-01-31T12:00:00'), AnaSent);

  // Another clinic, the same day: never counted for clinic A.
  const b1 = await chat(clinicB, '5511900000009', {
    column: 'inbox',
    createdAt: Z('2025-01-31T09:00:00'),
  });
  await msg(clinicB, '5511900000009', Z('2025-01-31T10:00:00'), 'patient');
  await msg(clinicB, '5511900000009', Z('2025-01-31T10:01:00'), {
    sentBy: 'user',
    member: other.id,
  });
  await move(b1, 'hot_lead', Z('2025-01-31T11:00:00'));

  // Waiting now: the clinic wrote 3 h ago, the patient 2 h and 1 h ago.
  const now = clock.now().getTime();
  const H = 3_600_000;
  await chat(clinicA, '5511900000004', {
    column: 'inbox',
    createdAt: new Date(now - 4 * H),
    last: new Date(now - H),
    lastFromMe: false,
  });
  await msg(clinicA, '5511900000004', new Date(now - 3 * H), AnaSent);
  await msg(clinicA, '5511900000004', new Date(now - 2 * H), 'patient');
  await msg(clinicA, '5511900000004', new Date(now - H), 'patient');

  // The agenda of Friday 31/01: Bruno's chat has a visit marked 'Compareceu' and one nobody
  // marked; chat 2 a no-show, a cancelled one (its slot taken from the waiting list) and a
  // 23:30 visit that is the 1st in UTC and counts on the 31st.
  await appointment(clinicA, c1, '5511900000001', {
    startsAt: Z('2025-01-31T09:00:00'),
    professional: 'Dra. Ana',
    state: 'confirmed',
    attendance: 'attended',
    remindedAt: [Z('2025-01-30T09:00:00'), Z('2025-01-31T07:00:00')],
  });
  await appointment(clinicA, c1, '5511900000001', {
    startsAt: Z('2025-01-31T10:00:00'),
    professional: 'Dra. Ana',
    state: 'reschedule',
    remindedAt: [Z('2025-01-31T08:00:00')],
  });
  const missed = await appointment(clinicA, c2, '5511900000002', {
    startsAt: Z('2025-01-31T14:00:00'),
    professional: 'Dr. Caio',
    state: 'waiting',
    attendance: 'missed',
    remindedAt: [Z('2025-01-31T12:00:00')],
  });
  const cancelled = await appointment(clinicA, c2, '5511900000002', {
    startsAt: Z('2025-01-31T16:00:00'),
    professional: 'Dr. Caio',
    state: 'cancelled',
    remindedAt: [Z('2025-01-31T14:00:00')],
  });
  await appointment(clinicA, c2, '5511900000002', {
    startsAt: Z('2025-01-31T23:30:00'),
    professional: 'Dr. Caio',
    state: 'confirmed',
    attendance: 'attended',
  });
  for (const [appointmentId, status] of [
    [missed, 'open'],
    [cancelled, 'taken'],
  ] as const) {
    await t.database.db.insert(slotOffers).values({
      clinicId: clinicA,
      appointmentId,
      startsAt: Z('2025-01-31T16:00:00'),
      timeZone: 'America/Sao_Paulo',
      professional: 'Dr. Caio',
      status,
      createdAt: Z('2025-01-31T14:05:00'),
    });
  }
  await appointment(clinicB, b1, '5511900000009', {
    startsAt: Z('2025-01-31T09:00:00'),
    professional: 'Dr. Outro',
    state: 'confirmed',
    attendance: 'missed',
    remindedAt: [Z('2025-01-31T07:00:00')],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Relatórios: tempo até a primeira resposta', () => {
  it('the Responsável sees the clinic: median, p90, shares, by member, per day', async () => {
    const r = await report(ana.token, 'answering', day31);
    expect(r.range).toEqual({
      firstDay: '2025-01-31',
      lastDay: '2025-01-31',
      timeZone: 'America/Sao_Paulo',
      ownOnly: false,
    });
    // 240 s, 600 s, 3600 s and 300 s (the Friday-night message counted from Monday's opening).
    expect(r.overall).toEqual({
      answered: 4,
      medianSeconds: 300,
      p90Seconds: 3600,
      within5: 0.5,
      within15: 0.75,
      within60: 1,
    });
    const byName = Object.fromEntries(
      r.byMember.map((m: { name: string; answered: number; medianSeconds: number }) => [
        m.name,
        [m.answered, m.medianSeconds],
      ]),
    );
    expect(byName).toEqual({
      'Ana Souza': [2, 600],
      'Bruno Lima': [1, 240],
      'Sem membro (celular ou automação)': [1, 300],
    });
    // 5 patient messages; out: Bruno, the automation, Ana twice (the group left out).
    expect(r.perDay).toEqual([{ day: '2025-01-31', in: 5, out: 4 }]);
    // Friday (5): two runs begun at 10h (240 s and 600 s), one at 17h, the 23:30 one at 23h.
    expect(r.heatmap).toEqual([
      { weekday: 5, hour: 10, answered: 2, medianSeconds: 240 },
      { weekday: 5, hour: 17, answered: 1, medianSeconds: 3600 },
      { weekday: 5, hour: 23, answered: 1, medianSeconds: 300 },
    ]);
  });

  it('the next day of the month boundary holds the 23:30 message in neither figure', async () => {
    const r = await report(ana.token, 'answering', day01);
    expect(r.overall.answered).toBe(0);
    expect(r.overall.medianSeconds).toBeNull();
    expect(r.perDay).toEqual([{ day: '2025-02-01', in: 0, out: 0 }]);
  });

  it('chats waiting now: since the first unanswered message', async () => {
    const r = await report(ana.token, 'answering', 'period=today');
    expect(r.waiting.count).toBe(1);
    expect(r.waiting.oldestSeconds).toBe(7200);
    expect(r.waiting.chats[0]).toMatchObject({ chatId: '5511900000004', seconds: 7200 });
  });

  it('the Atendente sees only their chats and their own line', async () => {
    const r = await report(bruno.token, 'answering', day31);
    expect(r.range.ownOnly).toBe(true);
    expect(r.overall).toMatchObject({ answered: 2, medianSeconds: 240, p90Seconds: 600 });
    expect(r.byMember).toHaveLength(1);
    expect(r.byMember[0]).toMatchObject({ name: 'Bruno Lima', answered: 1, medianSeconds: 240 });
    expect(r.perDay).toEqual([{ day: '2025-01-31', in: 3, out: 3 }]);
    expect((await report(bruno.token, 'answering', 'period=today')).waiting.count).toBe(0);
  });

  it("another clinic's data never counts", async () => {
    const r = await report(other.token, 'answering', day31);
    expect(r.overall).toMatchObject({ answered: 1, medianSeconds: 60 });
    expect(r.perDay).toEqual([{ day: '2025-01-31', in: 1, out: 1 }]);
    expect(r.waiting.count).toBe(0);
  });

  it('refuses a bad period in pt-BR with 400', async () => {
    for (const q of [
      'period=ontem',
      'period=custom',
      'period=custom&from=2025-02-02&to=2025-02-01',
      'period=custom&from=2024-01-01&to=2025-02-01',
      'period=custom&from=2025-02-30&to=2025-03-01',
    ]) {
      const res = await callAs(t, ana.token, 'GET', `/api/reports/answering?${q}`);
      expect(res.statusCode, q).toBe(400);
      // A period too long says so (REPORT_MSG.customTooLong); 9999-12-31: security/far-dates.test.ts.
      expect(res.json().message, q).toMatch(/Período inválido|Informe as datas|no máximo 366 dias/);
    }
  });
});

describe('Relatórios: funil do quadro', () => {
  const entered = (r: { entered: Array<{ column: string; count: number }> }) =>
    Object.fromEntries(r.entered.filter((e) => e.count > 0).map((e) => [e.column, e.count]));

  it('counts the chats entering each column and the moves, on the clinic day', async () => {
    const r = await report(ana.token, 'funnel', day31);
    expect(entered(r)).toEqual({ inbox: 1, cold_lead: 1, hot_lead: 2 });
    expect(r.moves).toEqual([
      {
        from: 'cold_lead',
        fromTitle: 'Lead Frio',
        to: 'hot_lead',
        toTitle: 'Lead Quente',
        count: 1,
      },
      {
        from: 'inbox',
        fromTitle: expect.any(String),
        to: 'hot_lead',
        toTitle: 'Lead Quente',
        count: 1,
      },
    ]);
    const next = await report(ana.token, 'funnel', day01);
    expect(entered(next)).toEqual({ humanized: 1 });
  });

  it('records a move made on the board at the clock of the server', async () => {
    const res = await callAs(t, ana.token, 'PUT', '/dashboard/zapi/chats/5511900000004/column', {
      column: 'vip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await t.database.db.execute(
      sql`select from_column, to_column, moved_at from chat_column_moves where clinic_id = ${clinicA} and to_column = 'vip'`,
    )) as unknown as { rows: Array<{ from_column: string; moved_at: string | Date }> };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.from_column).toBe('inbox');
    expect(new Date(rows.rows[0]!.moved_at).getTime()).toBe(clock.now().getTime());
    const r = await report(ana.token, 'funnel', 'period=today');
    expect(entered(r).vip).toBe(1);
  });

  it('the Atendente sees their chats only; another clinic sees its own', async () => {
    expect(entered(await report(bruno.token, 'funnel', day31))).toEqual({ inbox: 1, hot_lead: 1 });
    const b = await report(other.token, 'funnel', day31);
    expect(entered(b)).toEqual({ inbox: 1, hot_lead: 1 });
    expect(b.moves).toHaveLength(1);
  });
});

describe('Relatórios: agenda e equipe', () => {
  it('the agenda of the day: reminders by answer, attendance, no-shows, the waiting list', async () => {
    const r = await report(ana.token, 'agenda', day31);
    // Four reminders went on the 31st (the one of the 30th is another day's).
    expect(r.reminders).toEqual({
      sent: 4,
      confirmed: 1,
      reschedule: 1,
      noAnswer: 1,
      cancelled: 1,
    });
    // The cancelled visit nobody marked is left out; the 23:30 one is the 31st's.
    expect(r.attendance).toEqual({
      attended: 2,
      missed: 1,
      clinicCancelled: 0,
      unmarked: 1,
      noShowRate: 1 / 3,
    });
    expect(r.byProfessional).toEqual([
      {
        professional: 'Dr. Caio',
        attended: 1,
        missed: 1,
        clinicCancelled: 0,
        unmarked: 0,
        noShowRate: 0.5,
      },
      {
        professional: 'Dra. Ana',
        attended: 1,
        missed: 0,
        clinicCancelled: 0,
        unmarked: 1,
        noShowRate: 0,
      },
    ]);
    expect(r.byWeekday).toHaveLength(7);
    expect(r.byWeekday[5]).toMatchObject({ weekday: 5, attended: 2, missed: 1, unmarked: 1 });
    expect(r.byWeekday[6]).toMatchObject({ attended: 0, missed: 0, noShowRate: null });
    expect(r.byHour.map((h: { hour: number }) => h.hour)).toEqual([9, 10, 14, 23]);
    expect(r.waitingList).toEqual({ offered: 2, filled: 1 });
    // The 1st holds none of it.
    const next = await report(ana.token, 'agenda', day01);
    expect(next.attendance).toMatchObject({ attended: 0, missed: 0, noShowRate: null });
    expect(next.reminders.sent).toBe(0);
  });

  it("the Atendente's agenda is of their chats; another clinic's is its own", async () => {
    const mine = await report(bruno.token, 'agenda', day31);
    expect(mine.reminders).toMatchObject({ sent: 2, confirmed: 1, reschedule: 1, noAnswer: 0 });
    expect(mine.attendance).toMatchObject({ attended: 1, missed: 0, unmarked: 1 });
    expect(mine.waitingList).toEqual({ offered: 0, filled: 0 });
    const b = await report(other.token, 'agenda', day31);
    expect(b.reminders.sent).toBe(1);
    expect(b.attendance).toMatchObject({ attended: 0, missed: 1, noShowRate: 1 });
    expect(b.byProfessional.map((p: { professional: string }) => p.professional)).toEqual([
      'Dr. Outro',
    ]);
  });

  it('the team: chats assigned now, chats answered and messages sent by member', async () => {
    const r = await report(ana.token, 'team', day31);
    expect(
      r.members.map(
        (m: { name: string; assignedNow: number; chatsAnswered: number; messagesSent: number }) => [
          m.name,
          m.assignedNow,
          m.chatsAnswered,
          m.messagesSent,
        ],
      ),
    ).toEqual([
      ['Ana Souza', 0, 2, 2],
      ['Bruno Lima', 1, 1, 1],
    ]);
    const mine = await report(bruno.token, 'team', day31);
    expect(mine.members.map((m: { name: string }) => m.name)).toEqual(['Bruno Lima']);
    const b = await report(other.token, 'team', day31);
    expect(
      b.members.map((m: { name: string; messagesSent: number }) => [m.name, m.messagesSent]),
    ).toEqual([['Outra Clínica', 1]]);
  });
});

describe('Relatórios: satisfação por profissional', () => {
  /** An answered survey (score null: asked, not answered) of a visit with `professional`. */
  async function survey(
    clinicId: string,
    chatRowId: string,
    professional: string,
    score: number | null,
    answeredAt: Date,
  ) {
    const chatId = clinicId === clinicA ? '5511900000007' : '5511900000008';
    const [a] = await t.database.db
      .insert(appointments)
      .values({
        clinicId,
        chatRowId,
        chatId,
        startsAt: answeredAt,
        timeZone: 'America/Sao_Paulo',
        professional,
      })
      .returning({ id: appointments.id });
    await t.database.db.insert(satisfactionSurveys).values({
      clinicId,
      appointmentId: a!.id,
      chatId,
      professional,
      status: 'sent',
      dueAt: answeredAt,
      nextAttemptAt: answeredAt,
      score,
      answeredAt: score === null ? null : answeredAt,
    });
  }

  beforeAll(async () => {
    // Created long before the figures' days, so the funnel above never counted them.
    const long = { column: 'inbox', createdAt: Z('2024-06-01T09:00:00') };
    const mine = await chat(clinicA, '5511900000007', long);
    const theirs = await chat(clinicB, '5511900000008', long);
    await survey(clinicA, mine, 'Dra. Ana', 10, Z('2025-01-31T10:00:00'));
    await survey(clinicA, mine, 'dra. ana', 9, Z('2025-01-31T11:00:00'));
    // 23:30 in São Paulo is the 1st in UTC: it counts on the 31st.
    await survey(clinicA, mine, 'Dra. Ana', 6, Z('2025-01-31T23:30:00'));
    await survey(clinicA, mine, 'Dr. Paulo', 7, Z('2025-01-31T12:00:00'));
    await survey(clinicA, mine, 'Dr. Paulo', null, Z('2025-01-31T13:00:00'));
    await survey(clinicA, mine, 'Dr. Paulo', 0, Z('2025-02-01T09:00:00'));
    await survey(clinicB, theirs, 'Dra. Ana', 0, Z('2025-01-31T10:00:00'));
  });

  it('the Responsável sees answers, average and the 9–10 against 0–6 balance per professional, on the clinic day', async () => {
    const r = await report(ana.token, 'satisfaction', day31);
    expect(r.byProfessional).toEqual([
      {
        professional: 'Dra. Ana',
        answers: 3,
        average: 8.3,
        promoters: 2 / 3,
        detractors: 1 / 3,
        nps: 33,
      },
      { professional: 'Dr. Paulo', answers: 1, average: 7, promoters: 0, detractors: 0, nps: 0 },
    ]);
    expect(r.overall).toEqual({
      answers: 4,
      average: 8,
      promoters: 0.5,
      detractors: 0.25,
      nps: 25,
    });
    const next = await report(ana.token, 'satisfaction', day01);
    expect(next.byProfessional).toEqual([
      { professional: 'Dr. Paulo', answers: 1, average: 0, promoters: 0, detractors: 1, nps: -100 },
    ]);
    const none = await report(
      ana.token,
      'satisfaction',
      'period=custom&from=2025-02-02&to=2025-02-02',
    );
    expect(none).toMatchObject({
      overall: { answers: 0, average: null, nps: null },
      byProfessional: [],
    });
  });

  it('another clinic sees only its own; the Atendente is refused in pt-BR', async () => {
    const b = await report(other.token, 'satisfaction', day31);
    expect(b.byProfessional).toEqual([
      { professional: 'Dra. Ana', answers: 1, average: 0, promoters: 0, detractors: 1, nps: -100 },
    ]);
    const res = await callAs(t, bruno.token, 'GET', `/api/reports/satisfaction?${day31}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Responsável/);
  });
});

describe('Relatórios: automação', () => {
  /** Monday 10/03/2025, a day no other figure above reads. */
  const day = 'period=custom&from=2025-03-10&to=2025-03-10';
  const auto = (
    clinicId: string,
    chatId: string,
    at: Date,
    which: { routineSeq: number } | { taskId: string },
  ) =>
    t.database.db.insert(messages).values({
      clinicId,
      chatId,
      messageId: `auto-${++seq}`,
      fromMe: true,
      type: 'text',
      content: 'automática',
      sentBy: 'automation',
      timestamp: at,
      ...which,
    });
  const inFollowup = (clinicId: string, chatId: string, assignedTo?: string) =>
    chat(clinicId, chatId, { column: 'followup', createdAt: Z('2024-06-01T09:00:00'), assignedTo });

  beforeAll(async () => {
    const task = () => ({ taskId: crypto.randomUUID() });
    // A1 (Bruno's): step 1 answered 2 h later; back to Lead Quente, into Repescagem again and
    // out to Inicial: two moves out, one chat.
    const a1 = await inFollowup(clinicA, '5511900000031', bruno.id);
    await auto(clinicA, '5511900000031', Z('2025-03-10T10:00:00'), { routineSeq: 1 });
    await msg(clinicA, '5511900000031', Z('2025-03-10T12:00:00'), 'patient');
    await move(a1, 'hot_lead', Z('2025-03-10T12:00:00'));
    await move(a1, 'followup', Z('2025-03-10T13:00:00'));
    await move(a1, 'inbox', Z('2025-03-10T14:00:00'));
    // A2: step 1, step 2 six hours later, the patient's answer after step 2 (step 2's only), a
    // task at 23:30 (the 11th in UTC, the 10th in the clinic) nobody answered.
    const a2 = await inFollowup(clinicA, '5511900000032');
    await auto(clinicA, '5511900000032', Z('2025-03-10T09:00:00'), { routineSeq: 1 });
    await auto(clinicA, '5511900000032', Z('2025-03-10T15:00:00'), { routineSeq: 2 });
    await msg(clinicA, '5511900000032', Z('2025-03-10T16:00:00'), 'patient');
    await move(a2, 'inbox', Z('2025-03-10T16:00:00'));
    await auto(clinicA, '5511900000032', Z('2025-03-10T23:30:00'), task());
    // A3: step 1 answered 50 h later: not within 48 h; it left Repescagem on another day.
    const a3 = await inFollowup(clinicA, '5511900000033');
    await auto(clinicA, '5511900000033', Z('2025-03-10T10:00:00'), { routineSeq: 1 });
    await msg(clinicA, '5511900000033', Z('2025-03-12T12:00:00'), 'patient');
    await move(a3, 'hot_lead', Z('2025-03-12T12:00:00'));
    // A4: step 2 answered with a stop word an hour later.
    const a4 = await inFollowup(clinicA, '5511900000034');
    await auto(clinicA, '5511900000034', Z('2025-03-10T10:00:00'), { routineSeq: 2 });
    await msg(clinicA, '5511900000034', Z('2025-03-10T11:00:00'), 'patient');
    await t.database.db
      .update(chats)
      .set({ routineOptedOutAt: Z('2025-03-10T11:00:00') })
      .where(eq(chats.id, a4));
    await move(a4, 'cold_lead', Z('2025-03-10T11:00:00'));
    // A5 (Bruno's): a task answered the next morning.
    await inFollowup(clinicA, '5511900000035', bruno.id);
    await auto(clinicA, '5511900000035', Z('2025-03-10T20:00:00'), task());
    await msg(clinicA, '5511900000035', Z('2025-03-11T08:00:00'), 'patient');
    // Another clinic with a chat of A3's number: its patient's answer is not A3's.
    const b = await inFollowup(clinicB, '5511900000033');
    await auto(clinicB, '5511900000033', Z('2025-03-10T10:00:00'), { routineSeq: 1 });
    await msg(clinicB, '5511900000033', Z('2025-03-10T11:00:00'), 'patient');
    await move(b, 'hot_lead', Z('2025-03-10T11:00:00'));
  });

  const lines = (r: {
    sends: Array<{ label: string; sent: number; answered: number; optedOut: number }>;
  }) => r.sends.map((l) => [l.label, l.sent, l.answered, l.optedOut]);

  it('each step and the tasks: sent, answered within 48 h, opted out; chats recovered from Repescagem', async () => {
    const r = await report(ana.token, 'automation', day);
    expect(lines(r)).toEqual([
      ['Rotina 1', 3, 1, 0],
      ['Rotina 2', 2, 2, 1],
      ['Mensagens agendadas', 2, 1, 0],
    ]);
    expect(r.recovered).toEqual({
      chats: 3,
      byColumn: [
        { column: 'inbox', title: 'Atendimento Inicial', chats: 2 },
        { column: 'cold_lead', title: 'Lead Frio', chats: 1 },
        { column: 'hot_lead', title: 'Lead Quente', chats: 1 },
      ],
    });
    // The 11th: no send; A3's way out of Repescagem was the 12th.
    const next = await report(
      ana.token,
      'automation',
      'period=custom&from=2025-03-11&to=2025-03-11',
    );
    expect(next.sends).toEqual([]);
    expect(next.recovered).toEqual({ chats: 0, byColumn: [] });
  });

  it("the Atendente sees their chats only; another clinic's data never counts", async () => {
    const mine = await report(bruno.token, 'automation', day);
    expect(mine.range.ownOnly).toBe(true);
    expect(lines(mine)).toEqual([
      ['Rotina 1', 1, 1, 0],
      ['Mensagens agendadas', 1, 1, 0],
    ]);
    expect(mine.recovered.chats).toBe(1);
    const b = await report(other.token, 'automation', day);
    expect(lines(b)).toEqual([['Rotina 1', 1, 1, 0]]);
    expect(b.recovered.byColumn).toEqual([{ column: 'hot_lead', title: 'Lead Quente', chats: 1 }]);
  });
});

describe('Relatórios: novos contatos que marcaram consulta em até 30 dias', () => {
  /** Monday 07/04/2025 and the day after, days no other figure reads (L5 is Bruno's: after the team's figures). */
  const days = 'period=custom&from=2025-04-07&to=2025-04-08';
  const long = { column: 'inbox', createdAt: Z('2024-06-01T09:00:00') };
  const booked = async (clinicId: string, rowId: string, chatId: string, createdAt: Date) =>
    t.database.db.insert(appointments).values({
      clinicId,
      chatRowId: rowId,
      chatId,
      startsAt: new Date(createdAt.getTime() + 7 * 86_400_000),
      timeZone: 'America/Sao_Paulo',
      professional: 'Dra. Ana',
      createdAt,
    });

  beforeAll(async () => {
    // L1: first message, booked 13 days later.
    const l1 = await chat(clinicA, '5511900000041', long);
    await msg(clinicA, '5511900000041', Z('2025-04-07T09:00:00'), 'patient');
    await booked(clinicA, l1, '5511900000041', Z('2025-04-20T09:00:00'));
    // L2: booked 31 days later: too late.
    const l2 = await chat(clinicA, '5511900000042', long);
    await msg(clinicA, '5511900000042', Z('2025-04-07T10:00:00'), 'patient');
    await booked(clinicA, l2, '5511900000042', Z('2025-05-08T10:00:00'));
    // L3 wrote in March: not a new contact, though it booked now.
    const l3 = await chat(clinicA, '5511900000043', long);
    await msg(clinicA, '5511900000043', Z('2025-03-01T09:00:00'), 'patient');
    await msg(clinicA, '5511900000043', Z('2025-04-07T11:00:00'), 'patient');
    await booked(clinicA, l3, '5511900000043', Z('2025-04-07T12:00:00'));
    // L4: first message at 23:30 (the 8th in UTC, the 7th in the clinic); its appointment was
    // set before it wrote, so not booked after the first message.
    const l4 = await chat(clinicA, '5511900000044', long);
    await msg(clinicA, '5511900000044', Z('2025-04-07T23:30:00'), 'patient');
    await booked(clinicA, l4, '5511900000044', Z('2025-04-01T09:00:00'));
    // L5, Bruno's: wrote on the 8th, booked the same day.
    const l5 = await chat(clinicA, '5511900000045', { ...long, assignedTo: bruno.id });
    await msg(clinicA, '5511900000045', Z('2025-04-08T09:00:00'), 'patient');
    await booked(clinicA, l5, '5511900000045', Z('2025-04-08T12:00:00'));
    // Another clinic's chat of L2's number books in time: L2 stays not booked.
    const b = await chat(clinicB, '5511900000042', long);
    await msg(clinicB, '5511900000042', Z('2025-04-07T10:00:00'), 'patient');
    await booked(clinicB, b, '5511900000042', Z('2025-04-10T10:00:00'));
  });

  it('counts the chats whose first message came in the period and those booked within 30 days', async () => {
    expect((await report(ana.token, 'funnel', days)).leads).toEqual({
      leads: 4,
      booked: 2,
      share: 0.5,
    });
    expect(
      (await report(ana.token, 'funnel', 'period=custom&from=2025-04-07&to=2025-04-07')).leads,
    ).toEqual({ leads: 3, booked: 1, share: 1 / 3 });
    expect((await report(bruno.token, 'funnel', days)).leads).toEqual({
      leads: 1,
      booked: 1,
      share: 1,
    });
    expect((await report(other.token, 'funnel', days)).leads).toEqual({
      leads: 1,
      booked: 1,
      share: 1,
    });
    expect(
      (await report(ana.token, 'funnel', 'period=custom&from=2025-04-09&to=2025-04-09')).leads,
    ).toEqual({ leads: 0, booked: 0, share: null });
  });
});
