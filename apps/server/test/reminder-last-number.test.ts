import { utcToLocal } from '@conecta/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, webInstances } from '../src/db/schema.ts';
import {
  type LinkedClinic,
  linkSecondNumber,
  openLinkedClinic,
  type SecondNumber,
} from './helpers/linked-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { zapiWebhook } from './helpers/zapi-webhook.ts';
import { cloudControl } from './helpers/cloud-sim-control.ts';
import {
  openZapiAndCloudClinic,
  type ZapiAndCloudClinic,
} from './helpers/zapi-and-cloud-clinic.ts';

/**
 * Issue 48: a patient who wrote to two of the clinic's numbers is reminded of an appointment from
 * the number they last wrote to. The reminder is in that number's chat, and the patient's answer
 * there ('1', 'Não vou poder', a reaction) answers the appointment, which stays on the chat it was
 * set on. A patient whose last message went to the appointment's own number is reminded from it.
 * The number they last wrote to is chosen only if it can send the reminder now: a Cloud API
 * number whose 24-hour window closed needs the clinic's reminder template and the patient's
 * consent there, else the reminder goes from the appointment's own number (a Z-API one).
 */

let clinic: LinkedClinic;
let t: TestApp;
let second: SecondNumber;
let mainRowId: string;
let secondRowId: string;

const HOUR = 3_600_000;
const SECOND = 'LASTNUMSECOND';
const [MARIA, JOAO, ROSA, LUCAS, LUCAS_NEW] = [
  '5511941000001',
  '5511941000002',
  '5511941000003',
  '5511941000004',
  '5511941000005',
];
const onSecond = (phone: string) => `${phone}:n2`;

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);
/** A patient's text to the clinic's main number, then a minute passes. */
async function writesToMain(phone: string, text: string) {
  await clinic.writes(phone, text, 'Paciente');
  t.clock.advance(60_000);
}
/** A patient's text to the clinic's second number, then a minute passes. */
async function writesToSecond(phone: string, text: string) {
  await second.writes(phone, text);
  t.clock.advance(60_000);
}

/** What each number's phone was asked to send to `phone`. */
const sentByMain = (phone: string) => clinic.sentTo(phone);
const sentBySecond = (phone: string) => second.sentTo(phone);

/** The clinic's messages in a chat's window, as the app shows them. */
async function windowOf(chatId: string) {
  const res = await call('GET', `/dashboard/messages/${encodeURIComponent(chatId)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as Array<{
    messageId: string;
    fromMe: boolean;
    content: string | null;
  }>;
}
const remindersIn = async (chatId: string) =>
  (await windowOf(chatId)).filter((m) => m.fromMe && m.content?.includes('Lembramos'));

async function book(phone: string) {
  const res = await call('POST', '/dashboard/appointments', {
    chatId: phone,
    startsAt: clinic.inHours(25),
    professional: 'Dra. Ana',
    remindHoursBefore: [24],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().appointment as { id: string };
}

async function appointmentsOf(chatId: string) {
  const res = await call('GET', `/dashboard/chats/${encodeURIComponent(chatId)}/appointments`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointments as Array<{ id: string; state: string; lastReply: string | null }>;
}

const columnOf = (chatId: string) => clinic.columnOf(chatId);

/** The automatic sends a number's budget counted today. */
async function countedOn(rowId: string) {
  const [row] = await t.database.db
    .select({ used: webInstances.autoDayUsed })
    .from(webInstances)
    .where(eq(webInstances.id, rowId));
  return row?.used ?? 0;
}

/** The hour until the 24 h reminder comes due, then the reminders' passes. */
async function reminderHour() {
  t.clock.advance(HOUR);
  await t.app.services.reminderRunner.runOnce();
  await t.app.services.reminderRunner.runOnce();
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'LASTNUMMAIN', token: 'TOKLASTNUMMAIN' });
  ({ t } = clinic);
  second = await linkSecondNumber(clinic, {
    instanceId: SECOND,
    token: 'TOKLASTNUMSECOND',
    phone: '5511955570002',
  });
  secondRowId = second.rowId;
  const [main] = await t.database.db
    .select({ id: webInstances.id })
    .from(webInstances)
    .where(and(eq(webInstances.clinicId, second.clinicId), isNull(webInstances.chatKeySuffix)));
  mainRowId = main!.id;
});
afterAll(async () => {
  await clinic?.close();
});

describe('a reminder goes from the number the patient last wrote to', () => {
  it('wrote to the second number last: reminded from it, in its chat, and their 1 there confirms', async () => {
    await writesToMain(MARIA, 'Oi, queria marcar');
    const appointment = await book(MARIA);
    await writesToSecond(MARIA, 'Oi, agora escrevo deste número');

    await reminderHour();
    const [reminder] = await sentBySecond(MARIA);
    expect(reminder).toContain('Lembramos da sua consulta');
    expect(await sentBySecond(MARIA)).toHaveLength(1);
    expect(await sentByMain(MARIA)).toEqual([]);
    expect(await remindersIn(onSecond(MARIA))).toHaveLength(1);
    expect(await remindersIn(MARIA)).toEqual([]);
    // The pace counted it on the number it went from.
    expect(await countedOn(secondRowId)).toBe(1);
    expect(await countedOn(mainRowId)).toBe(0);

    await writesToSecond(MARIA, '1');
    // The appointment stays on the chat it was set on, answered from the other number.
    expect(await appointmentsOf(MARIA)).toMatchObject([
      { id: appointment.id, state: 'confirmed', lastReply: '1' },
    ]);
    expect(await appointmentsOf(onSecond(MARIA))).toEqual([]);
  });

  it('a 👎 on that reminder asks to reschedule and takes the chat it came in to a person', async () => {
    await writesToMain(JOAO, 'Bom dia');
    const appointment = await book(JOAO);
    await writesToSecond(JOAO, 'Oi');
    await reminderHour();
    const [reminder] = await remindersIn(onSecond(JOAO));
    expect(reminder).toBeDefined();

    const res = await zapiWebhook(t, second.secret, {
      phone: JOAO,
      reaction: {
        value: '👎',
        referencedMessage: { messageId: reminder!.messageId, fromMe: true, phone: JOAO },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await appointmentsOf(JOAO)).toMatchObject([
      { id: appointment.id, state: 'reschedule', lastReply: '👎' },
    ]);
    expect(await columnOf(onSecond(JOAO))).toBe('humanized');
    expect(await columnOf(JOAO)).toBe('inbox');
  });

  it('the chat the reminder went to, merged into another, takes the answer with it (and an undo brings it back)', async () => {
    await writesToMain(LUCAS, 'Oi');
    const appointment = await book(LUCAS);
    await writesToSecond(LUCAS, 'Oi');
    await reminderHour();
    expect(await remindersIn(onSecond(LUCAS))).toHaveLength(1);

    // The patient's new phone writes to the second number; the clinic merges the old chat into it.
    await writesToSecond(LUCAS_NEW, 'Troquei de número');
    const merged = await call(
      'POST',
      `/dashboard/chats/${encodeURIComponent(onSecond(LUCAS_NEW))}/merge`,
      { absorb: onSecond(LUCAS) },
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await remindersIn(onSecond(LUCAS_NEW))).toHaveLength(1);

    await writesToSecond(LUCAS_NEW, '1');
    expect(await appointmentsOf(LUCAS)).toMatchObject([{ id: appointment.id, state: 'confirmed' }]);

    // Undone, the reminder is the old chat's again, and so is the answer to it.
    const { mergeId } = merged.json() as { mergeId: string };
    const undone = await call('POST', `/dashboard/chat-merges/${mergeId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await remindersIn(onSecond(LUCAS))).toHaveLength(1);
    await writesToSecond(LUCAS, 'Não vou poder ir');
    expect(await appointmentsOf(LUCAS)).toMatchObject([
      { id: appointment.id, state: 'reschedule' },
    ]);
  });

  it("wrote to the appointment's own number last: reminded from it, as before", async () => {
    await writesToSecond(ROSA, 'Oi');
    await writesToMain(ROSA, 'Oi, queria marcar');
    const appointment = await book(ROSA);
    await writesToSecond(ROSA, 'Esqueci de dizer');
    await writesToMain(ROSA, 'Obrigada');

    await reminderHour();
    expect(await sentByMain(ROSA)).toHaveLength(1);
    expect(await sentBySecond(ROSA)).toEqual([]);
    expect(await remindersIn(ROSA)).toHaveLength(1);
    expect(await remindersIn(onSecond(ROSA))).toEqual([]);

    // A '1' on the other number's chat, where no reminder went, is not an answer to it.
    await writesToSecond(ROSA, '1');
    expect(await appointmentsOf(ROSA)).toMatchObject([{ id: appointment.id, state: 'waiting' }]);
    await writesToMain(ROSA, '1');
    expect(await appointmentsOf(ROSA)).toMatchObject([{ id: appointment.id, state: 'confirmed' }]);
  });
});

describe('a reminder goes from the number the patient last wrote to only if it can send now', () => {
  const CLOUD = {
    id: '100000000000482',
    waba: '200000000000482',
    token: 'EAAG-token-reminder-window',
    secret: 'app-secret-reminder-window',
    display: '5511955554820',
  };
  const [CLOSED, CONSENTED, OPEN] = ['5511942000001', '5511942000002', '5511942000003'];
  const ZONE = 'America/Sao_Paulo';
  let z: ZapiAndCloudClinic;

  beforeAll(async () => {
    z = await openZapiAndCloudClinic('ZAPI-REMINDER-WINDOW', CLOUD);
    // Two simulators and an app: more than one server's start on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await z?.close();
  });

  const clock = () => z.c.t.clock;
  /** Booked on the patient's Z-API chat, `hours` ahead, reminded 24 hours before. */
  async function bookOnZapi(phone: string, hours: number) {
    const startsAt = utcToLocal(new Date(clock().now().getTime() + hours * HOUR), ZONE).slice(
      0,
      16,
    );
    const res = await z.call('POST', '/dashboard/appointments', {
      chatId: phone,
      startsAt,
      professional: 'Dra. Ana',
      remindHoursBefore: [24],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  /** Wrote to the Z-API number, was booked there, then wrote to the Cloud API number. */
  async function bookedThenWroteToCloud(phone: string, hours: number) {
    expect((await z.c.writes(phone, 'Oi, queria marcar', { name: 'Paciente' })).statusCode).toBe(
      200,
    );
    clock().advance(60_000);
    await bookOnZapi(phone, hours);
    await z.writesToCloud(phone, 'Oi, agora por este número');
    clock().advance(60_000);
  }
  async function reminderPasses() {
    await z.c.t.app.services.reminderRunner.runOnce();
    await z.c.t.app.services.reminderRunner.runOnce();
  }
  const remindersByZapi = async (phone: string) =>
    (await z.c.sentTo(phone)).filter((text) => text.includes('Lembramos'));

  it("a Cloud API chat whose window closed, without consent: from the appointment's Z-API number", async () => {
    await bookedThenWroteToCloud(CLOSED, 50);
    // The reminder comes due 26 hours on: the Cloud API chat's window closed 2 hours before.
    clock().advance(26 * HOUR);
    await reminderPasses();
    expect(await remindersByZapi(CLOSED)).toHaveLength(1);
    expect(await z.sentByCloud(CLOSED)).toEqual([]);
  });

  it('with consent there but no reminder template chosen: still from the Z-API number', async () => {
    await bookedThenWroteToCloud(CONSENTED, 50);
    await z.c.t.database.db
      .update(chats)
      .set({ automaticConsentAt: clock().now() })
      .where(and(eq(chats.clinicId, z.clinicId), eq(chats.chatId, `${CONSENTED}:n2`)));
    clock().advance(26 * HOUR);
    await reminderPasses();
    expect(await remindersByZapi(CONSENTED)).toHaveLength(1);
    expect(await z.sentByCloud(CONSENTED)).toEqual([]);
  });

  it('a Cloud API chat whose window is open: from the Cloud API number, as text', async () => {
    await bookedThenWroteToCloud(OPEN, 25);
    clock().advance(HOUR);
    await reminderPasses();
    const sent = await z.sentByCloud(OPEN);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'text' });
    expect(JSON.stringify(sent[0]!.text)).toContain('Lembramos');
    expect(await remindersByZapi(OPEN)).toEqual([]);
  });

  it("reads the Cloud API number's templates, though the main number is Z-API's", async () => {
    // Before: 'Modelos do WhatsApp' asked only the main number, and a Z-API one has none (422).
    await cloudControl(z.cloud, `phone-numbers/${CLOUD.id}/templates`, {
      name: 'lembrete_consulta',
      language: 'pt_BR',
      category: 'UTILITY',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: 'Olá, {{1}}! Lembramos da sua consulta amanhã.' }],
    });
    const res = await z.call('POST', '/dashboard/whatsapp-templates/sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().templates).toEqual([
      expect.objectContaining({ name: 'lembrete_consulta', status: 'APPROVED' }),
    ]);
  });
});
