import {
  chatEndpoints,
  type OpeningHours,
  routineEndpoints,
  taskEndpoints,
  utcToLocal,
} from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import type { SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Opening hours: an automatic message that comes due while the clinic is closed waits
 * for the next opening (holidays skipped), spread over its first 15 minutes; a scheduled message
 * keeps its exact time. Every date here is read off the test's clock: the hours open only two
 * and three days from "now", so "now" is closed on any day the suite runs.
 */

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
const openDays: OpeningHours['days'] = [[], [], [], [], [], [], []];

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const TEXT = 'Oi! Conseguiu ver nossa mensagem?';
const PHONES = ['5511960000001', '5511960000002', '5511960000003', '5511960000004'];

const sent = async () => (await conn.sent()).filter((s) => s.message === TEXT);

const cards = async () =>
  (
    (await user.call(chatEndpoints.list)).json().chats as Array<{
      chatId: string;
      nextRoutineAt: string | null;
    }>
  ).filter((c) => PHONES.includes(c.chatId));

/** The UTC calendar date `days` after the test's now, and its weekday. */
const dayAfter = (days: number) => {
  const at = new Date(t.clock.now().getTime() + days * DAY);
  return { date: utcToLocal(at, 'UTC').slice(0, 10), weekday: at.getUTCDay() };
};
const midnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'HOURS1' });
  ({ t, clinic: user } = conn);
});
afterAll(() => conn.close());

describe('opening hours', () => {
  it("are on for a new clinic, weekdays 08:00 to 18:00 in its Responsável's zone", async () => {
    const res = await user.call(routineEndpoints.openingHours);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      custom: true,
      hours: { enabled: true, timeZone: 'America/Sao_Paulo' },
    });
    // Closed on the national holidays from the start (item 9): Christmas every year.
    expect(res.json().hours.closedDates).toContain('12-25');
    expect(res.json().hours.days[0]).toEqual([]);
    expect(res.json().hours.days[1]).toEqual([{ start: '08:00', end: '18:00' }]);
  });

  it.each([
    [{ enabled: 'sim' }, 'Horário de funcionamento inválido.'],
    [{ timeZone: 'Lua/Base' }, 'Fuso horário inválido.'],
    [
      { days: [[], [{ start: '12:00', end: '08:00' }], [], [], [], [], []] },
      'Segunda-feira: cada intervalo deve terminar depois de começar, sem se sobrepor ao anterior.',
    ],
    [
      { days: [[], [], [], [], [], [], []] },
      'Informe ao menos um dia com horário de funcionamento.',
    ],
    [{ closedDates: ['25/12/2026'] }, 'Horário de funcionamento inválido.'],
  ])('refuses %j with a pt-BR message and keeps what was stored', async (change, message) => {
    const base = (await user.call(routineEndpoints.openingHours)).json().hours as OpeningHours;
    const res = await user.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        ...base,
        enabled: true,
        ...change,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await user.call(routineEndpoints.openingHours);
    expect(after.json()).toMatchObject({ custom: true, hours: base });
  });

  it('hold a routine step due at night until the opening after a holiday, spread over 15 minutes', async () => {
    const holiday = dayAfter(2);
    const open = dayAfter(3);
    const days = openDays;
    days[holiday.weekday] = [{ start: '00:00', end: '24:00' }];
    days[open.weekday] = [{ start: '00:00', end: '24:00' }];
    const saved = await user.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        enabled: true,
        timeZone: 'UTC',
        days,
        closedDates: [holiday.date, holiday.date],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Horário de funcionamento salvo',
      custom: true,
      hours: { closedDates: [holiday.date] },
    });

    expect(
      (
        await user.call(routineEndpoints.create, {
          body: {
            sequenceNumber: 1,
            textContent: TEXT,
            hoursDelay: 0.5,
          },
        })
      ).statusCode,
    ).toBe(201);
    // Conversations the clinic wrote to after the routine existed.
    t.clock.advance(MIN);
    await t.database.db.insert(chats).values(
      PHONES.map((chatId) => ({
        clinicId: user.id,
        chatId,
        phone: chatId,
        column: 'inbox',
        lastMessageFromMe: true,
        lastMessageTime: t.clock.now(),
      })),
    );

    const opening = midnight(open.date).getTime();
    const expectWaiting = async () => {
      for (const c of await cards()) {
        const at = new Date(c.nextRoutineAt!).getTime();
        expect(at).toBeGreaterThanOrEqual(opening);
        expect(at).toBeLessThan(opening + 15 * MIN);
      }
    };
    await expectWaiting();
    const spread = new Set((await cards()).map((c) => c.nextRoutineAt));
    expect(spread.size).toBeGreaterThan(1);

    // Due now, closed now: nothing goes, and the cards still say the opening.
    t.clock.advance(31 * MIN);
    await t.app.services.routineRunner.runOnce();
    expect(await sent()).toEqual([]);
    await expectWaiting();
    // What a save would reach now is said to go at the opening, in words.
    const reach = await user.call(routineEndpoints.reach, {
      query: { sequenceNumber: '1', hoursDelay: '0.5' },
    });
    const weekday = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira'];
    const names = [...weekday, 'sexta-feira', 'sábado'];
    expect(reach.json()).toMatchObject({
      count: 4,
      opensAt: new Date(opening).toISOString(),
      opensAtLabel: `${names[open.weekday]} às 00:00`,
    });

    // Switching the hours off sends nothing at once: what waits keeps its opening. (Were it to go
    // now, the switch would have to ask first, as a routine's save does: issue 40, no bulk send
    // by surprise.)
    const hours = saved.json().hours as OpeningHours;
    const off = await user.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        ...hours,
        enabled: false,
      },
    });
    expect(off.statusCode).toBe(200);
    await t.app.services.routineRunner.runOnce();
    expect(await sent()).toEqual([]);
    await user.callLoose(routineEndpoints.setOpeningHours, { body: hours });

    // The holiday itself is closed.
    t.clock.advance(midnight(holiday.date).getTime() + 12 * 60 * MIN - t.clock.now().getTime());
    await t.app.services.routineRunner.runOnce();
    expect(await sent()).toEqual([]);

    // The opening, and its first 15 minutes: each chat once.
    t.clock.advance(opening - MIN - t.clock.now().getTime());
    await t.app.services.routineRunner.runOnce();
    expect(await sent()).toEqual([]);
    t.clock.advance(16 * MIN);
    await t.app.services.routineRunner.runOnce();
    await t.app.services.routineRunner.runOnce();
    expect((await sent()).map((s) => s.phone).sort()).toEqual([...PHONES].sort());
  });

  it('leave a scheduled message at the exact time the person chose', async () => {
    // The hours above open only on two weekdays; move to a day that is neither.
    const closedNow = t.clock.now().getTime();
    let at = closedNow + DAY;
    while (openDays[new Date(at).getUTCDay()]!.length > 0) at += DAY;
    t.clock.advance(at - closedNow);
    // Days have passed on the test's clock: a new session.
    await user.signInAgain();
    const inTenMinutes = utcToLocal(
      new Date(t.clock.now().getTime() + 10 * MIN),
      'America/Sao_Paulo',
    ).slice(0, 16);
    const task = await user.call(taskEndpoints.create, {
      body: {
        chatId: PHONES[0]!,
        message: 'Lembrete fora do horário',
        scheduledDate: inTenMinutes,
      },
    });
    expect(task.statusCode).toBe(201);
    t.clock.advance(11 * MIN);
    expect(await t.app.services.taskRunner.runOnce()).toBe(1);
    const log = await conn.sent();
    expect(log.map((s) => s.message)).toContain('Lembrete fora do horário');
  });
});
