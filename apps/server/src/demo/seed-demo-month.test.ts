import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';

import { chats, clinicMembers, messages } from '../db/schema.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from '../../test/helpers/test-app.ts';
import { seedDemoMonth } from './seed-demo-month.ts';

/**
 * The demo's month (issue 35: 'Relatórios' shows every figure on the demo's data): written once
 * over a dozen synced chats, every figure of the page's 30 days has something to show, and a
 * second run (a restart) writes nothing.
 */
let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t?.close());

it('gives every figure of the last 30 days something to show, once', async () => {
  const owner = await signUp(t, 'Recepção Demo');
  const [member] = await t.database.db
    .select({ clinicId: clinicMembers.clinicId })
    .from(clinicMembers)
    .where(eq(clinicMembers.userId, owner.id));
  const clinicId = member!.clinicId;
  await t.database.db.insert(chats).values(
    Array.from({ length: 12 }, (_, i) => ({
      clinicId,
      chatId: `55119800000${String(i).padStart(2, '0')}`,
      phone: `55119800000${String(i).padStart(2, '0')}`,
      name: `Paciente ${i}`,
      column: 'inbox',
    })),
  );
  const seed = () =>
    seedDemoMonth(t.database.db, {
      clinicId,
      memberId: owner.id,
      now: clock.now(),
      timeZone: 'America/Sao_Paulo',
    });
  expect(await seed()).toBe(true);
  const countMessages = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(messages)
        .where(eq(messages.clinicId, clinicId))
    )[0]!.n;
  const written = await countMessages();
  expect(await seed()).toBe(false);
  expect(await countMessages()).toBe(written);

  const get = async (figure: string) => {
    const res = await callAs(t, owner.token, 'GET', `/api/reports/${figure}?period=30d`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const answering = await get('answering');
  expect(answering.overall.answered).toBeGreaterThan(5);
  expect(answering.byMember.map((m: { name: string }) => m.name)).toContain('Recepção Demo');
  expect(answering.heatmap.length).toBeGreaterThan(0);
  const funnel = await get('funnel');
  expect(funnel.leads.booked).toBeGreaterThan(0);
  expect(funnel.moves.length).toBeGreaterThan(1);
  const agenda = await get('agenda');
  expect(agenda.reminders.confirmed).toBeGreaterThan(0);
  expect(agenda.byProfessional.length).toBeGreaterThan(1);
  expect(agenda.attendance.attended).toBeGreaterThan(0);
  expect(agenda.waitingList.filled).toBeGreaterThan(0);
  const team = await get('team');
  expect(team.members[0].messagesSent).toBeGreaterThan(0);
  const automation = await get('automation');
  expect(automation.sends[0].sent).toBeGreaterThan(0);
  expect(automation.sends.some((s: { answered: number }) => s.answered > 0)).toBe(true);
  expect(automation.recovered.chats).toBeGreaterThan(0);
  const satisfaction = await get('satisfaction');
  expect(satisfaction.overall.answers).toBeGreaterThan(0);
});
