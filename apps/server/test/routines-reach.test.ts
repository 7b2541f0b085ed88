import { chatEndpoints, routineEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { type SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * No surprise blasts: a clinic's first routine reaches only conversations whose
 * clinic message comes after it (or within the reach chosen when saving it), and the dialog can
 * say beforehand how many conversations a change would reach now.
 */

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;

const MIN = 60_000;
const OLD = ['5511970000001', '5511970000002', '5511970000003'];
const NEW = '5511970000009';
const TEXT = 'Oi! Conseguiu ver nossa mensagem?';

const sentTo = (phone: string) => conn.sentTo(phone);

const reach = async (query: string) =>
  (
    await user.callLoose(routineEndpoints.reach, {
      query: Object.fromEntries(new URLSearchParams(query)),
    })
  ).json() as {
    count: number;
    message: string;
  };

const card = async (phone: string) =>
  (
    (await user.call(chatEndpoints.list)).json().chats as Array<{
      chatId: string;
      nextRoutineAt: string | null;
    }>
  ).find((c) => c.chatId === phone)!;

const clinicWrites = (phone: string, text: string) => conn.writes(phone, text, { fromMe: true });

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'REACH1', anyHour: true });
  ({ t, clinic: user } = conn);
  // Three conversations the clinic last wrote to 10 hours ago: old patients.
  const tenHoursAgo = new Date(t.clock.now().getTime() - 10 * 60 * MIN);
  await t.database.db.insert(chats).values(
    OLD.map((chatId) => ({
      clinicId: user.id,
      chatId,
      phone: chatId,
      column: 'inbox',
      lastMessageFromMe: true,
      lastMessageTime: tenHoursAgo,
    })),
  );
});
afterAll(() => conn.close());

describe('no surprise blasts', () => {
  it('says before saving how many conversations a first routine would reach now', async () => {
    expect(await reach('sequenceNumber=1&hoursDelay=0.5')).toMatchObject({
      count: 0,
      message: 'Esta rotina não vai alcançar nenhuma conversa agora',
    });
    expect(await reach('sequenceNumber=1&hoursDelay=0.5&reachBackHours=24')).toMatchObject({
      count: 3,
      message: 'Esta rotina vai alcançar 3 conversas agora',
      // A clinic without hours sends at once: nothing to wait for.
      opensAt: null,
      opensAtLabel: null,
    });
    expect((await reach('sequenceNumber=1&hoursDelay=12&reachBackHours=24')).count).toBe(0);
    const bad = await user.callLoose(routineEndpoints.reach, {
      query: { sequenceNumber: '9', hoursDelay: '1' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a first routine saved now messages none of the older conversations', async () => {
    const saved = await user.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: TEXT,
        hoursDelay: 0.5,
      },
    });
    expect(saved.statusCode).toBe(201);
    t.clock.advance(31 * MIN);
    await t.app.services.routineRunner.runOnce();
    for (const phone of OLD) {
      expect(await sentTo(phone)).toEqual([]);
      expect((await card(phone)).nextRoutineAt).toBeNull();
    }
    // Saving again (an edit) reaches no older conversation either.
    expect((await reach('sequenceNumber=1&hoursDelay=0')).count).toBe(0);
  });

  it('a conversation the clinic writes to after the routine existed gets it', async () => {
    await clinicWrites(NEW, 'Qualquer dúvida, estamos à disposição.');
    expect((await card(NEW)).nextRoutineAt).not.toBeNull();
    expect((await reach('sequenceNumber=1&hoursDelay=0')).count).toBe(1);
    t.clock.advance(31 * MIN);
    await t.app.services.routineRunner.runOnce();
    expect(await sentTo(NEW)).toEqual([TEXT]);
  });

  it("staff's 'Resetar Rotinas' starts the routine on an older conversation, on purpose", async () => {
    const [old] = OLD;
    const reset = await user.call(chatEndpoints.resetRoutine, { params: { chatId: old! } });
    expect(reset.statusCode).toBe(200);
    t.clock.advance(31 * MIN);
    await t.app.services.routineRunner.runOnce();
    expect(await sentTo(old!)).toEqual([TEXT]);
    expect(await sentTo(OLD[1]!)).toEqual([]);
  });

  it('removing a routine says how many conversations the next one would reach now', async () => {
    const NEW2 = '5511970000010';
    const list = (await user.call(routineEndpoints.list)).json().routines as Array<{
      id: string;
      sequenceNumber: number;
    }>;
    const first = list.find((r) => r.sequenceNumber === 1)!;
    await user.call(routineEndpoints.update, {
      params: { id: first.id },
      body: {
        sequenceNumber: 1,
        textContent: TEXT,
        hoursDelay: 3,
      },
    });
    const second = (
      await user.call(routineEndpoints.create, {
        body: {
          sequenceNumber: 2,
          textContent: 'Segunda rotina',
          hoursDelay: 1,
        },
      })
    ).json().routine as { id: string };
    await clinicWrites(NEW2, 'Até breve!');
    t.clock.advance(90 * MIN);
    await t.app.services.routineRunner.runOnce();
    expect(await sentTo(NEW2)).toEqual([]);

    const removal = async (id: string) =>
      (await user.call(routineEndpoints.removalReach, { params: { id } })).json();
    // NEW2 waits 3 hours for the first; the second's hour has passed.
    expect(await removal(first.id)).toMatchObject({
      count: 1,
      message: 'Remover esta rotina adianta a próxima para 1 conversa agora',
      opensAt: null,
    });
    // Nothing comes after the last one.
    expect(await removal(second.id)).toMatchObject({
      count: 0,
      message: 'Remover esta rotina não envia nenhuma mensagem agora',
    });
    await user.call(routineEndpoints.remove, { params: { id: first.id } });
    await t.app.services.routineRunner.runOnce();
    expect(await sentTo(NEW2)).toEqual(['Segunda rotina']);
  });
});
