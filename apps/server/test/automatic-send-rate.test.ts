import { routineEndpoints, taskEndpoints, utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { connectNumber } from './helpers/link-whatsapp.ts';
import { type TestApp, withoutOpeningHours } from './helpers/test-app.ts';

/**
 * A clinic's automatic sends (routine steps and scheduled messages together) are
 * spread out, at most AUTOMATIC_SENDS_PER_MINUTE (3 here, 20 by default) in a one-minute window;
 * what is over waits for the next window, unsent and unlost. Another clinic has its own budget.
 */

let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
let other: SignedInClinic;

const MIN = 60_000;
const TEXT = 'Oi! Conseguiu ver nossa mensagem?';
const ROUTINE_PHONES = ['5511950000001', '5511950000002', '5511950000003', '5511950000004'];
const TASK_PHONES = ['5511950000011', '5511950000012'];
const OTHER_PHONES = ['5511950000021', '5511950000022', '5511950000023'];

const sentBy = async (instanceId: string) =>
  (
    (await conn.sim.control(`/instances/${instanceId}/sent`)).body as unknown as Array<{
      phone: string;
      message?: string;
    }>
  ).map((s) => s.phone);

const addChats = (clinicId: string, phones: string[], fromMe: boolean) =>
  t.database.db.insert(chats).values(
    phones.map((chatId) => ({
      clinicId,
      chatId,
      phone: chatId,
      column: 'inbox',
      lastMessageFromMe: fromMe,
      lastMessageTime: t.clock.now(),
    })),
  );

beforeAll(async () => {
  conn = await openConnectedClinic({
    instanceId: 'RATEA',
    env: { AUTOMATIC_SENDS_PER_MINUTE: '3' },
    anyHour: true,
  });
  ({ t, clinic: ana } = conn);
  other = await signedInClinic(t, 'Dr. Otávio Reis');
  await withoutOpeningHours(t, other.token);
  await connectNumber(t, conn.sim, other, 'RATEB');
  for (const user of [ana, other]) {
    const saved = await user.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: TEXT,
        hoursDelay: 0.5,
      },
    });
    expect(saved.statusCode).toBe(201);
  }
  t.clock.advance(MIN);
  await addChats(ana.id, ROUTINE_PHONES, true);
  await addChats(ana.id, TASK_PHONES, false);
  await addChats(other.id, OTHER_PHONES, true);
});
afterAll(() => conn.close());

describe('automatic sends a minute', () => {
  it('sends at most the budget in a minute, routines and tasks together, and loses nothing', async () => {
    // Two scheduled messages due when the routine steps are.
    const dueAt = utcToLocal(new Date(t.clock.now().getTime() + 31 * MIN), 'America/Sao_Paulo');
    for (const chatId of TASK_PHONES) {
      const task = await ana.call(taskEndpoints.create, {
        body: {
          chatId,
          message: `Lembrete ${chatId}`,
          scheduledDate: dueAt.slice(0, 16),
        },
      });
      expect(task.statusCode).toBe(201);
    }
    t.clock.advance(32 * MIN);

    await t.app.services.routineRunner.runOnce();
    await t.app.services.taskRunner.runOnce();
    expect(await sentBy('RATEA')).toHaveLength(3);
    // The other clinic's budget is its own.
    expect(await sentBy('RATEB')).toHaveLength(3);

    // Within the same minute nothing more goes, however often the scheduler asks.
    t.clock.advance(30_000);
    await t.app.services.routineRunner.runOnce();
    await t.app.services.taskRunner.runOnce();
    expect(await sentBy('RATEA')).toHaveLength(3);

    // The next window takes the rest: four steps and two tasks, each once.
    t.clock.advance(31_000);
    await t.app.services.routineRunner.runOnce();
    await t.app.services.taskRunner.runOnce();
    expect(await sentBy('RATEA')).toHaveLength(6);
    t.clock.advance(61_000);
    await t.app.services.routineRunner.runOnce();
    await t.app.services.taskRunner.runOnce();
    expect((await sentBy('RATEA')).sort()).toEqual([...ROUTINE_PHONES, ...TASK_PHONES].sort());
    // A task that waited still shows the time the person chose.
    for (const chatId of TASK_PHONES) {
      const list = await ana.call(taskEndpoints.list, { params: { chatId } });
      expect(
        (list.json().tasks as Array<{ status: string; scheduledDate: string }>).map((x) => [
          x.status,
          x.scheduledDate,
        ]),
      ).toEqual([['executed', `${dueAt.slice(0, 16)}:00`]]);
    }
  });
});
