import { dayIn, localToUtc, type SendPacing, shiftDay } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, webInstances } from '../src/db/schema.ts';
import { clinicChatNumbers } from '../src/modules/conversations/index.ts';
import { instancesAdminRepo } from '../src/modules/instances/index.ts';
import { createSendPacingService } from '../src/modules/routines/index.ts';
import { createSendGate } from '../src/scheduler/send-gate.ts';
import { seedLinkedNumber } from './helpers/seed-instance.ts';
import { createTestApp, createTestClock, signUp, type TestApp } from './helpers/test-app.ts';
import { advanceToLocalHour } from './helpers/advance-to-local-hour.ts';

/**
 * Issue 48, the pace of automatic messages in a clinic with two WhatsApp numbers: each number
 * counts its own day against its own cap (its own warm-up, from its own link) and keeps its own
 * gap, so the two send side by side; the clinic's per-minute budget stays one for both. The gate
 * is asked as the automatic sender asks it, on the database the app runs on.
 */

let t: TestApp;
let clinicId: string;
let mainRowId: string;
let secondRowId: string;
const ZONE = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;
/** The product's pace, without the random part of the gap (3 s exactly). */
const PACE: SendPacing = { dailyCap: 200, warmUp: true, minGapSeconds: 3, extraGapSeconds: 0 };
/** The same cap and warm-up without a gap: the day's counts alone. */
const NO_GAP: SendPacing = { ...PACE, minGapSeconds: 0 };

/** The chats' keys: a main-number chat's is the phone, a second-number chat's ends with ':n2'. */
const MAIN = ['5511961110001', '5511961110002', '5511961110003'];
const SECOND = MAIN.map((phone) => `${phone}:n2`);
/** A chat whose number was removed (instance_id null): it sends from the main number. */
const ORPHAN = '5511961110009';

const advanceToNext = (hh: string) => advanceToLocalHour(t.clock, hh, ZONE);

const gate = (pacing: SendPacing, sendsPerMinute = 1000) =>
  createSendGate({ db: t.database.db, sendsPerMinute, pacing, random: () => 0 });

/** Messages to these chats, one each, as a pass holds them. */
const to = (keys: string[]) => keys.map((chatId) => ({ clinicId, chatId }));

/** A number's row as its budgets left it. */
async function numberRow(id: string) {
  const [row] = await t.database.db.select().from(webInstances).where(eq(webInstances.id, id));
  return { used: row!.autoDayUsed, nextAt: row!.autoNextAt };
}

async function addNumber(suffix: string | null, linkedAt: Date) {
  return seedLinkedNumber(t, clinicId, {
    instanceId: `PACENUM${suffix ?? 'MAIN'}`,
    token: 'TOKEN123',
    suffix,
    phone: suffix ? '5511955550002' : '5511955550001',
    linkedAt,
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: createTestClock() });
  // 09:00 local: the day does not end during the test.
  advanceToNext('09');
  const ana = await signUp(t);
  clinicId = (await instancesAdminRepo.clinicOf(t.database.db, ana.id))!;
  const now = t.clock.now();
  // The main number is long warmed up (linked 60 days ago); the second was linked today.
  mainRowId = await addNumber(null, new Date(now.getTime() - 60 * DAY_MS));
  secondRowId = await addNumber(':n2', now);
  await t.database.db.insert(chats).values([
    ...MAIN.map((chatId) => ({ clinicId, chatId, phone: chatId, instanceId: mainRowId })),
    ...SECOND.map((chatId) => ({
      clinicId,
      chatId,
      phone: chatId.slice(0, -3),
      instanceId: secondRowId,
    })),
    { clinicId, chatId: ORPHAN, phone: ORPHAN, instanceId: null },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('the pace of a clinic with two numbers', () => {
  it('two numbers send in the same pass, each one at a time and its own gap apart', async () => {
    const now = t.clock.now();
    const { go, wait } = await gate(PACE)
      .pass()
      .ration(to([MAIN[0]!, MAIN[1]!, SECOND[0]!, SECOND[1]!]), (m) => m, now);
    // The first of each number goes; each number's next waits for its own gap.
    expect(go.map((m) => m.chatId)).toEqual([MAIN[0], SECOND[0]]);
    const gapEnd = new Date(now.getTime() + 3000);
    expect(wait.map((w) => [w.item.chatId, w.until])).toEqual(
      expect.arrayContaining([
        [MAIN[1], gapEnd],
        [SECOND[1], gapEnd],
      ]),
    );
    expect(await numberRow(mainRowId)).toEqual({ used: 1, nextAt: gapEnd });
    expect(await numberRow(secondRowId)).toEqual({ used: 1, nextAt: gapEnd });

    // While the gaps run, neither number sends; once they end, both do again.
    t.clock.advance(1000);
    const during = await gate(PACE)
      .pass()
      .ration(to([MAIN[2]!, SECOND[2]!]), (m) => m, t.clock.now());
    expect(during.go).toEqual([]);
    expect(during.wait.map((w) => w.until)).toEqual([gapEnd, gapEnd]);
    t.clock.advance(2000);
    const after = await gate(PACE)
      .pass()
      .ration(to([MAIN[2]!, SECOND[2]!]), (m) => m, t.clock.now());
    expect(after.go.map((m) => m.chatId)).toEqual([MAIN[2], SECOND[2]]);
  });

  it('the clinic’s per-minute budget is one for both numbers', async () => {
    t.clock.advance(60_000);
    const now = t.clock.now();
    const { go, wait } = await gate(NO_GAP, 3)
      .pass()
      .ration(to([MAIN[0]!, SECOND[0]!, MAIN[1]!, SECOND[1]!]), (m) => m, now);
    expect(go.map((m) => m.chatId)).toEqual([MAIN[0], SECOND[0], MAIN[1]]);
    expect(wait.map((w) => [w.item.chatId, w.until])).toEqual([
      [SECOND[1], new Date(now.getTime() + 60_000)],
    ]);
  });

  it('a send on one number does not wait for the other number’s gap', async () => {
    t.clock.advance(60_000);
    const now = t.clock.now();
    // The main number sends; the second is free at once, and its message goes in the next pass.
    const first = await gate(PACE)
      .pass()
      .ration(to([MAIN[0]!]), (m) => m, now);
    expect(first.go).toHaveLength(1);
    const second = await gate(PACE)
      .pass()
      .ration(to([SECOND[0]!, MAIN[1]!]), (m) => m, now);
    expect(second.go.map((m) => m.chatId)).toEqual([SECOND[0]]);
    expect(second.wait.map((w) => [w.item.chatId, w.until])).toEqual([
      [MAIN[1], new Date(now.getTime() + 3000)],
    ]);
  });

  it('the newly linked second number warms up with its own cap, the old main number does not, and neither spends the other’s day', async () => {
    t.clock.advance(60_000);
    const before = { main: await numberRow(mainRowId), second: await numberRow(secondRowId) };
    // Day 1 of the second number's warm-up: 20 a day, 3 of them already sent above.
    const onSecond = await gate(NO_GAP)
      .pass()
      .ration(
        Array.from({ length: 30 }, (_, i) => ({ clinicId, chatId: SECOND[i % 3]! })),
        (m) => m,
        t.clock.now(),
      );
    expect(onSecond.go).toHaveLength(20 - before.second.used);
    expect(onSecond.wait).toHaveLength(30 - (20 - before.second.used));
    // What is over its cap waits for the next local day.
    const tomorrow = localToUtc(`${shiftDay(dayIn(t.clock.now(), ZONE), 1)}T00:00`, ZONE);
    expect(onSecond.wait.every((w) => w.until >= tomorrow)).toBe(true);
    expect(await numberRow(mainRowId)).toMatchObject({ used: before.main.used });
    expect(await numberRow(secondRowId)).toMatchObject({ used: 20 });

    // The main number, warmed up (200 a day), still sends: the second's full day is not its own.
    // A chat on no number counts on the main one.
    const onMain = await gate(NO_GAP)
      .pass()
      .ration(
        [...to(MAIN), ...to([ORPHAN]), ...to(MAIN), ...to([SECOND[0]!])],
        (m) => m,
        t.clock.now(),
      );
    expect(onMain.go.map((m) => m.chatId)).toEqual([...MAIN, ORPHAN, ...MAIN]);
    expect(onMain.wait.map((w) => w.item.chatId)).toEqual([SECOND[0]]);
    expect(await numberRow(mainRowId)).toMatchObject({ used: before.main.used + 7 });
    expect(await numberRow(secondRowId)).toMatchObject({ used: 20 });

    // What the settings screen reads: the main number's day; the waiting list, a chat's number's.
    const pacing = createSendPacingService({
      db: t.database.db,
      clock: t.clock.now,
      defaults: PACE,
      chatNumbers: (clinic, chatIds) => clinicChatNumbers(t.database.db, clinic, chatIds),
    });
    const screen = await pacing.get(clinicId);
    expect(screen.today).toMatchObject({
      sent: before.main.used + 7,
      cap: 200,
      warmUpDay: null,
    });
    // And each number's own day, the main one first (the screen lists them with two numbers).
    expect(screen.numbers).toEqual([
      expect.objectContaining({
        id: mainRowId,
        main: true,
        sent: before.main.used + 7,
        cap: 200,
        warmUpDay: null,
      }),
      expect.objectContaining({ id: secondRowId, main: false, sent: 20, cap: 20, warmUpDay: 1 }),
    ]);
    const today = await pacing.numbersToday(clinicId, [SECOND[1]!, ORPHAN]);
    expect(today(SECOND[1])).toMatchObject({ sent: 20, cap: 20, warmUpDay: 1 });
    expect(today(ORPHAN)).toMatchObject({ sent: before.main.used + 7, cap: 200 });
    expect(today()).toMatchObject({ sent: before.main.used + 7, cap: 200 });
  });

  it('a send that then did not go gives its share back to its own number', async () => {
    t.clock.advance(60_000);
    const before = { main: await numberRow(mainRowId), second: await numberRow(secondRowId) };
    const pass = gate(NO_GAP).pass();
    const { go } = await pass.ration(to([MAIN[0]!]), (m) => m, t.clock.now());
    expect(go).toHaveLength(1);
    expect(await numberRow(mainRowId)).toMatchObject({ used: before.main.used + 1 });
    await pass.giveBack({ clinicId, chatId: MAIN[0]! });
    expect(await numberRow(mainRowId)).toMatchObject({ used: before.main.used });
    expect(await numberRow(secondRowId)).toMatchObject({ used: before.second.used });
  });
});
