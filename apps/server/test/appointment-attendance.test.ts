import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointmentReminders, auditLog } from '../src/db/schema.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import { callAs, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * Closing the agenda's loop, first half: what happened at the appointment ('Compareceu',
 * 'Faltou', 'Cancelado pela clínica', marked by a Responsável or an Atendente and kept in the
 * audit; 'Sem registro' the day after when nobody marked it), and the answers that are not
 * words: a reaction on the reminder (👍 ❤️ 🙏 confirm, 👎 asks to reschedule) and a tapped
 * quick-reply button or list row.
 */

let clinic: LinkedClinic;
let t: TestApp;
let attendant: { id: string; token: string };
let secret: string;

const HOUR = 3_600_000;
const [MARIA, JOAO, ROSA, PEDRO, LUCAS, BIA, CAIO] = [
  '5511950000001',
  '5511950000002',
  '5511950000003',
  '5511950000004',
  '5511950000005',
  '5511950000006',
  '5511950000007',
];

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);

const webhook = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    payload: {
      type: 'ReceivedCallback',
      messageId: `A${Date.now()}${Math.random()}`,
      fromMe: false,
      momment: t.clock.now().getTime(),
      ...payload,
    },
  });
const writes = (phone: string, text: string, name = 'Paciente') =>
  webhook({ phone, senderName: name, chatName: name, text: { message: text } });
const reacts = (phone: string, messageId: string, value: string) =>
  webhook({ phone, reaction: { value, referencedMessage: { messageId, fromMe: true, phone } } });

const inHours = (hours: number) => clinic.inHours(hours);

async function book(phone: string, hours: number, remindHoursBefore = [24]) {
  const res = await call('POST', '/dashboard/appointments', {
    chatId: phone,
    startsAt: inHours(hours),
    professional: 'Dra. Ana',
    remindHoursBefore,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().appointment as { id: string; startsAt: string };
}

async function appointmentOf(phone: string) {
  const res = await call('GET', `/dashboard/chats/${phone}/appointments`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointments.at(-1) as {
    id: string;
    state: string;
    lastReply: string | null;
    attendance: string | null;
    noRecord: boolean;
    reminders: Array<{ status: string }>;
  };
}

/** The provider id of the reminder sent for an appointment. */
async function reminderMessageId(appointmentId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ messageId: appointmentReminders.messageId })
    .from(appointmentReminders)
    .where(
      and(
        eq(appointmentReminders.appointmentId, appointmentId),
        eq(appointmentReminders.status, 'sent'),
      ),
    );
  expect(row?.messageId).toBeTruthy();
  return row!.messageId!;
}

const columnOf = async (phone: string) =>
  (
    (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      column: string;
    }>
  ).find((c) => c.chatId === phone)!.column;

const mark = (token: string, id: string, attendance: string) =>
  callAs(t, token, 'PUT', `/dashboard/appointments/${id}/attendance`, { attendance });

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'ATTND1', token: 'TOKATTND' });
  ({ t, secret } = clinic);
  attendant = await joinClinic(t, clinic.token, { role: 'ATENDENTE', name: 'Bruno Lima' });
  for (const [phone, name] of [
    [MARIA, 'Maria Souza'],
    [JOAO, 'João Lima'],
    [ROSA, 'Rosa Alves'],
    [PEDRO, 'Pedro Reis'],
    [LUCAS, 'Lucas Prado'],
    [BIA, 'Bia Costa'],
    [CAIO, 'Caio Dias'],
  ] as const)
    await writes(phone, 'Oi', name);
});
afterAll(async () => {
  await clinic?.close();
});

describe('attendance', () => {
  it("'Compareceu' and 'Faltou' wait for the appointment's time; an Atendente marks them, the audit keeps them", async () => {
    const a = await book(MARIA, 2, []);
    const early = await mark(attendant.token, a.id, 'attended');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'Só dá para marcar Compareceu ou Faltou depois do horário da consulta.',
    );
    const bad = await mark(attendant.token, a.id, 'sumiu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Marque Compareceu, Faltou ou Cancelado pela clínica.');

    t.clock.advance(3 * HOUR);
    const res = await mark(attendant.token, a.id, 'missed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Consulta marcada: Faltou',
      appointment: { attendance: 'missed', noRecord: false },
    });
    // Changed to what really happened: the last mark counts.
    const again = await mark(clinic.token, a.id, 'attended');
    expect(again.json().appointment.attendance).toBe('attended');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.attendance'));
    expect(audit.map((e) => [e.actorUserId, e.targetId, e.details])).toEqual([
      [attendant.id, 'Maria Souza', { appointmentId: a.id, chatId: MARIA, attendance: 'missed' }],
      [
        clinic.owner.id,
        'Maria Souza',
        { appointmentId: a.id, chatId: MARIA, attendance: 'attended' },
      ],
    ]);
  });

  it("'Cancelado pela clínica' cancels it and stops its reminders; another clinic's appointment is not found", async () => {
    const a = await book(JOAO, 30, [24, 2]);
    const res = await mark(attendant.token, a.id, 'clinicCancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointment).toMatchObject({
      state: 'cancelled',
      attendance: 'clinicCancelled',
      reminders: [{ status: 'skipped' }, { status: 'skipped' }],
    });
    const stranger = await signUp(t, 'Dr. Outro');
    expect((await mark(stranger.token, a.id, 'attended')).statusCode).toBe(404);
  });

  it("a past appointment nobody marked shows 'Sem registro' from the next day on", async () => {
    const a = await book(BIA, 1, []);
    t.clock.advance(2 * HOUR);
    const day = a.startsAt.slice(0, 10);
    t.clock.advance(26 * HOUR);
    const next = (await call('GET', `/dashboard/appointments?date=${day}`)).json()
      .appointments as Array<{ id: string; noRecord: boolean; attendance: string | null }>;
    expect(next.find((x) => x.id === a.id)).toMatchObject({ noRecord: true, attendance: null });
  });
});

describe('answers that are not words', () => {
  it('👍🏽 on the reminder confirms it, and the reaction shows on the bubble', async () => {
    const a = await book(PEDRO, 30);
    t.clock.advance(6 * HOUR + 60_000);
    await t.app.services.reminderRunner.runOnce();
    const reminderId = await reminderMessageId(a.id);

    const res = await reacts(PEDRO, reminderId, '👍🏽');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('reaction');
    expect(await appointmentOf(PEDRO)).toMatchObject({ state: 'confirmed', lastReply: '👍🏽' });

    const window = (await call('GET', `/dashboard/messages/${PEDRO}`)).json();
    const bubble = (
      window.messages as Array<{ messageId: string; reactions: Array<{ emoji: string }> }>
    ).find((m) => m.messageId === reminderId);
    expect(bubble?.reactions).toEqual([{ emoji: '👍🏽', fromMe: false }]);
    // Taken off: the bubble shows none, the confirmation stands.
    await reacts(PEDRO, reminderId, '');
    const after = (await call('GET', `/dashboard/messages/${PEDRO}`)).json();
    expect(
      (after.messages as Array<{ messageId: string; reactions: unknown[] }>).find(
        (m) => m.messageId === reminderId,
      )?.reactions,
    ).toEqual([]);
    expect((await appointmentOf(PEDRO)).state).toBe('confirmed');
  });

  it('❤️ and 🙏 confirm, 👎 asks to reschedule and takes the chat to Atendimento Humanizado', async () => {
    const maria = await book(MARIA, 30);
    const rosa = await book(ROSA, 30);
    const lucas = await book(LUCAS, 30);
    t.clock.advance(6 * HOUR + 60_000);
    await t.app.services.reminderRunner.runOnce();
    await reacts(MARIA, await reminderMessageId(maria.id), '❤️');
    await reacts(ROSA, await reminderMessageId(rosa.id), '🙏');
    await reacts(LUCAS, await reminderMessageId(lucas.id), '👎');
    expect((await appointmentOf(MARIA)).state).toBe('confirmed');
    expect((await appointmentOf(ROSA)).state).toBe('confirmed');
    expect((await appointmentOf(LUCAS)).state).toBe('reschedule');
    expect(await columnOf(LUCAS)).toBe('humanized');
  });

  it('a reaction on another message only shows; a tapped button or list row answers as its id says', async () => {
    const a = await book(CAIO, 30);
    const b = await book(BIA, 30);
    t.clock.advance(6 * HOUR + 60_000);
    await t.app.services.reminderRunner.runOnce();
    const other = 'CLINIC-MSG-1';
    await webhook({ phone: CAIO, messageId: other, fromMe: true, text: { message: 'Bom dia!' } });
    await reacts(CAIO, other, '👍');
    expect((await appointmentOf(CAIO)).state).toBe('waiting');

    await webhook({ phone: CAIO, buttonsResponseMessage: { buttonId: '1', message: 'Confirmar' } });
    expect(await appointmentOf(CAIO)).toMatchObject({ id: a.id, state: 'confirmed' });
    await webhook({
      phone: BIA,
      listResponseMessage: { selectedRowId: '2', title: 'Preciso remarcar', message: '' },
    });
    expect(await appointmentOf(BIA)).toMatchObject({ id: b.id, state: 'reschedule' });
  });
});
