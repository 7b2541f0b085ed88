import { routineEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { instancesAdminRepo } from '../src/modules/instances/index.ts';
import { openPacedClinic, type PacedClinic } from './helpers/paced-clinic.ts';
import { seedLinkedNumber } from './helpers/seed-instance.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Issue 48, scheduled messages of a clinic with two Z-API numbers under the product's pace: each
 * message leaves from its chat's number, the two numbers send in the same pass (each one at a
 * time, 3 s apart at least), and each counts its own day: the second number, linked today,
 * stops at its warm-up's 20 while the main one, long linked, goes on.
 */

let paced: PacedClinic;
let t: TestApp;
let clinicId: string;
const DAY_MS = 86_400_000;
const MAIN = 'PACEMAIN';
const SECOND = 'PACESECOND';
const PHONES = ['5511962220001', '5511962220002', '5511962220003'];
let mainChats: Array<{ id: string; chatId: string }>;
let secondChats: Array<{ id: string; chatId: string }>;

/** What a number's simulated phone sent. */
const sentBy = (instance: string) => paced.sentBy(instance);
/** The task runner's passes, one every 2 s of the test clock, for `ms` of it. */
const tick = (ms: number) => paced.passes(ms);

let scheduled = 0;
/** One scheduled message to each chat given, due a minute from now. */
async function schedule(to: Array<{ id: string; chatId: string }>) {
  await paced.schedule(
    clinicId,
    to.map((chat) => ({ ...chat, message: `Aviso ${scheduled++}` })),
  );
}

/** A connected Z-API number of the clinic, linked at `linkedAt`, and its phone on the simulator. */
async function addNumber(instanceId: string, suffix: string | null, linkedAt: Date) {
  await paced.sim.control('/instances', {
    id: instanceId,
    token: `TOK${instanceId}`,
    connected: true,
  });
  return seedLinkedNumber(t, clinicId, {
    instanceId,
    token: `TOK${instanceId}`,
    suffix,
    phone: suffix ? '5511955560002' : '5511955560001',
    linkedAt,
  });
}

beforeAll(async () => {
  // 09:00 local: the day does not end during the test.
  paced = await openPacedClinic();
  t = paced.t;
  clinicId = (await instancesAdminRepo.clinicOf(t.database.db, paced.ana.id))!;
  const now = t.clock.now();
  const mainRow = await addNumber(MAIN, null, new Date(now.getTime() - 60 * DAY_MS));
  const secondRow = await addNumber(SECOND, ':n2', now);
  const insert = (instanceId: string, suffix: string) =>
    t.database.db
      .insert(chats)
      .values(
        PHONES.map((phone) => ({
          clinicId,
          chatId: `${phone}${suffix}`,
          phone,
          instanceId,
          column: 'inbox',
        })),
      )
      .returning({ id: chats.id, chatId: chats.chatId });
  mainChats = await insert(mainRow, '');
  secondChats = await insert(secondRow, ':n2');
});
afterAll(() => paced.close());

describe('automatic messages of a clinic with two numbers', () => {
  it('each number sends its chats’ messages, both in the same pass, each one at a time', async () => {
    await schedule([...mainChats, ...secondChats]);
    t.clock.advance(60_000);
    // Time moves only by the ticks: both numbers' first sends are stamped at the same instant.
    t.clock.hold();
    await tick(2000);
    expect(sentBy(MAIN)).toHaveLength(1);
    expect(sentBy(SECOND)).toHaveLength(1);
    expect(sentBy(MAIN)[0]!.at).toBe(sentBy(SECOND)[0]!.at);

    await tick(30_000);
    for (const instance of [MAIN, SECOND]) {
      const sent = sentBy(instance);
      expect(sent.map((s) => s.phone).sort()).toEqual(PHONES);
      const times = sent.map((s) => s.at);
      const gaps = times.slice(1).map((at, i) => at - times[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3000);
    }
  });

  it('the second number, linked today, stops at its warm-up cap while the main one goes on', async () => {
    // 3 sent on each already; 24 more for the second (its day 1 allows 20 in all), 6 for the main.
    await schedule(Array.from({ length: 24 }, (_, i) => secondChats[i % 3]!));
    await schedule([...mainChats, ...mainChats]);
    t.clock.advance(60_000);
    // 17 sends 3 to 8 s apart on the second number: two and a half minutes at most.
    await tick(4 * 60_000);
    expect(sentBy(SECOND)).toHaveLength(20);
    expect(sentBy(MAIN)).toHaveLength(9);

    // 'Ritmo dos envios automáticos' shows the main number's day: its sends, the full cap.
    const seen = await paced.ana.call(routineEndpoints.sendPacing);
    expect(seen.json()).toMatchObject({ today: { sent: 9, cap: 200, warmUpDay: null } });
  });
});
