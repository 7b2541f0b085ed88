import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import pino from 'pino';

import { chats, messages } from '../src/db/schema.ts';
import { createTwinMergeRunner } from '../src/modules/conversations/index.ts';
import { instancesAdminRepo } from '../src/modules/instances/index.ts';
import { notesRepo } from '../src/modules/notes/index.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Issue 48: a Brazilian mobile reaches the clinic as 55 11 9xxxx-xxxx and as 55 11 xxxx-xxxx
 * (the Z-API simulator delivers the same patient both ways): one chat, keyed with the nine; the
 * answer goes to the form the patient last wrote from (the provider's own).
 */
const WITH = '5511987650071';
const WITHOUT = '551187650071';

let t: TestApp;
let sim: TestSimulator;
let ana: Awaited<ReturnType<typeof signUp>>;
let instanceId: string;

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
  ana = await signUp(t, 'Clínica Nove');
  instanceId = await linkWhatsApp(t, sim, ana, 'NINE1');
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const inbound = (body: Record<string, unknown>) =>
  sim.control(`/instances/${instanceId}/inbound`, { phone: WITH, ...body });
const messagesOf = async (chatId: string) =>
  (await callAs(t, ana.token, 'GET', `/dashboard/messages/${chatId}`)).json() as {
    messages?: Array<{ content: string | null }>;
  };
const rows = () => t.database.db.select({ chatId: chats.chatId, phone: chats.phone }).from(chats);

describe('the ninth digit', () => {
  it('is one chat whether the patient comes with or without the nine', async () => {
    await inbound({ name: 'Rosa Lima', message: 'Com o nove' });
    await inbound({ message: 'Sem o nove', withoutNinthDigit: true });
    const got = await waitFor(
      () => messagesOf(WITH),
      (r) => (r.messages ?? []).length === 2,
    );
    expect(got.messages!.map((m) => m.content)).toEqual(['Com o nove', 'Sem o nove']);
    expect(await rows()).toEqual([{ chatId: WITH, phone: WITHOUT }]);
  });

  it('answers to the form the patient last wrote from', async () => {
    const sentTo = () => (sim.sim.state.instances.get(instanceId)?.sent ?? []).map((s) => s.phone);
    const send = (message: string) =>
      callAs(t, ana.token, 'POST', '/dashboard/messages/send', {
        chatId: WITH,
        phone: WITH,
        message,
      });
    expect((await send('Olá, Rosa')).statusCode).toBe(200);
    expect(sentTo().at(-1)).toBe(WITHOUT);
    await inbound({ message: 'Agora com o nove' });
    await waitFor(
      () => rows(),
      (r) => r[0]?.phone === WITH,
    );
    expect((await send('Recebido')).statusCode).toBe(200);
    expect(sentTo().at(-1)).toBe(WITH);
    expect((await t.database.db.select().from(chats).where(eq(chats.chatId, WITHOUT))).length).toBe(
      0,
    );
  });

  it('joins twins left from before, on this database too', async () => {
    const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, ana.id))!;
    const db = t.database.db;
    await db.insert(chats).values([
      {
        clinicId,
        chatId: '551187650072',
        phone: '551187650072',
        unread: 1,
        lastMessageTime: t.clock.now(),
      },
      { clinicId, chatId: '5511987650072', phone: '5511987650072', unread: 2 },
    ]);
    await db.insert(messages).values({
      clinicId,
      chatId: '551187650072',
      messageId: 'old-twin-1',
      fromMe: false,
      type: 'text',
      content: 'Mensagem antiga',
      timestamp: t.clock.now(),
    });
    const runner = createTwinMergeRunner({
      db,
      clock: t.clock.now,
      log: pino({ level: 'silent' }),
      note: (tx, n, at) => notesRepo.insert(tx, { ...n, authorId: null }, at),
    });
    expect(await runner.runOnce()).toBe(1);
    const left = await db
      .select({ chatId: chats.chatId, phone: chats.phone, unread: chats.unread })
      .from(chats)
      .where(eq(chats.clinicId, clinicId));
    expect(left.filter((c) => c.chatId.endsWith('650072'))).toEqual([
      { chatId: '5511987650072', phone: '551187650072', unread: 3 },
    ]);
    expect((await messagesOf('5511987650072')).messages?.map((m) => m.content)).toEqual([
      'Mensagem antiga',
    ]);
  });
});
