import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointmentReminders, appointments, auditLog } from '../src/db/schema.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import { callAs, signUp, type TestApp, withoutOpeningHours } from './helpers/test-app.ts';

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

const HOUR = 3_600_000;
const [MARIA, JOAO, ROSA, PEDRO, LUCAS, BIA, CAIO, DORA, EDU, FABI] = [
  '5511950000001',
  '5511950000002',
  '5511950000003',
  '5511950000004',
  '5511950000005',
  '5511950000006',
  '5511950000007',
  '5511950000008',
  '5511950000009',
  '5511950000010',
];

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);

const webhook = (payload: Record<string, unknown> & { phone: string }) => clinic.webhook(payload);
const writes = (phone: string, text: string, name?: string) => clinic.writes(phone, text, name);
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
    past: boolean;
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

const columnOf = (phone: string) => clinic.columnOf(phone);

const mark = (token: string, id: string, attendance: string) =>
  callAs(t, token, 'PUT', `/dashboard/appointments/${id}/attendance`, { attendance });

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'ATTND1', token: 'TOKATTND' });
  ({ t } = clinic);
  attendant = await joinClinic(t, clinic.token, { role: 'ATENDENTE', name: 'Bruno Lima' });
  for (const [phone, name] of [
    [MARIA, 'Maria Souza'],
    [JOAO, 'João Lima'],
    [ROSA, 'Rosa Alves'],
    [PEDRO, 'Pedro Reis'],
    [LUCAS, 'Lucas Prado'],
    [BIA, 'Bia Costa'],
    [CAIO, 'Caio Dias'],
    [DORA, 'Dora Melo'],
    [EDU, 'Edu Paz'],
    [FABI, 'Fabi Rios'],
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
    // What happened, in words: not 'Consulta marcada: Cancelado pela clínica' (issue 53).
    expect(res.json().message).toBe('Consulta cancelada');
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

describe("'Desfazer' after 'Cancelado pela clínica'", () => {
  it("puts it back as it was, with the reminders still ahead; once only; a plain 'Cancelar consulta' too", async () => {
    // 30 hours ahead: the 24 h reminder is ahead, the 2 h one too.
    const a = await book(DORA, 30, [24, 2]);
    // Confirmed, as a patient's '1' to a reminder would leave it.
    await t.database.db
      .update(appointments)
      .set({ state: 'confirmed' })
      .where(eq(appointments.id, a.id));
    expect(
      (
        await call('PUT', `/dashboard/appointments/${a.id}/attendance`, {
          attendance: 'clinicCancelled',
        })
      ).statusCode,
    ).toBe(200);

    const res = await call('POST', `/dashboard/appointments/${a.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cancelamento desfeito: a consulta voltou à agenda');
    expect(res.json().appointment).toMatchObject({
      state: 'confirmed',
      attendance: null,
      reminders: [{ status: 'pending' }, { status: 'pending' }],
    });
    const twice = await call('POST', `/dashboard/appointments/${a.id}/restore`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Só dá para desfazer um cancelamento feito pela clínica.');

    // The appointment dialog's plain 'Cancelar consulta' asks first and offers 'Desfazer' too.
    const other = await book(EDU, 30, [24]);
    expect((await call('DELETE', `/dashboard/appointments/${other.id}`)).statusCode).toBe(200);
    const back = await call('POST', `/dashboard/appointments/${other.id}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().appointment).toMatchObject({
      state: 'waiting',
      attendance: null,
      reminders: [{ status: 'pending' }],
    });
    expect((await call('POST', `/dashboard/appointments/${other.id}/restore`)).statusCode).toBe(
      422,
    );
    const stranger = await signUp(t, 'Dra. Alheia');
    expect(
      (await callAs(t, stranger.token, 'POST', `/dashboard/appointments/${a.id}/restore`))
        .statusCode,
    ).toBe(404);
  });

  it('is refused once the freed slot was offered to the waiting list', async () => {
    await withoutOpeningHours(t, clinic.token);
    const a = await book(EDU, 40, []);
    const waiting = await call('POST', '/dashboard/waiting-list', {
      chatId: DORA,
      procedure: 'Limpeza',
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(
      (
        await call('PUT', `/dashboard/appointments/${a.id}/attendance`, {
          attendance: 'clinicCancelled',
        })
      ).statusCode,
    ).toBe(200);
    const offered = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: a.id });
    expect(offered.statusCode, offered.body).toBe(201);
    const res = await call('POST', `/dashboard/appointments/${a.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'O horário já foi oferecido à lista de espera: não dá mais para desfazer o cancelamento.',
    );
  });
});

describe('a past appointment nobody answered', () => {
  it("is 'past', so the screens say 'Sem resposta' and not 'Aguardando confirmação'", async () => {
    const a = await book(FABI, 1, []);
    expect(await appointmentOf(FABI)).toMatchObject({ id: a.id, state: 'waiting', past: false });
    t.clock.advance(2 * HOUR);
    expect(await appointmentOf(FABI)).toMatchObject({ id: a.id, state: 'waiting', past: true });
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
