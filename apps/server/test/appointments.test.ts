import { utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STAGGER_MS } from '../src/modules/routines/index.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Appointment reminders: set from a chat, sent 24 h and 2 h before on the test's clock,
 * once each; the patient's answer read ('1' Confirmada, 'Não vou poder' Remarcar and the chat to
 * Atendimento Humanizado, anything else kept for staff); cancelled or moved appointments stop
 * their reminders; 3 hours before without an answer: 'Sem confirmação'.
 */

let clinic: LinkedClinic;
let t: TestApp;

const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';
const [MARIA, JOAO, ROSA, PEDRO, LUCAS, BIA] = [
  '5511940000001',
  '5511940000002',
  '5511940000003',
  '5511940000004',
  '5511940000005',
  '5511940000006',
];

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);
const writes = (...args: Parameters<LinkedClinic['writes']>) => clinic.writes(...args);
const sentTo = (phone: string) => clinic.sentTo(phone);
const inHours = (hours: number) => clinic.inHours(hours);

async function appointmentOf(phone: string) {
  const res = await call('GET', `/dashboard/chats/${phone}/appointments`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointments.at(-1) as {
    id: string;
    state: string;
    noAnswer: boolean;
    lastReply: string | null;
    startsAt: string;
    reminders: Array<{ hoursBefore: number; status: string }>;
  };
}

const tagsOf = async (phone: string) =>
  (
    (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      tags: Array<{ name: string }>;
    }>
  )
    .find((c) => c.chatId === phone)!
    .tags.map((tag) => tag.name);

/** Moves the test's clock by `ms` and runs the reminders, twice (a second pass sends nothing). */
async function pass(ms: number) {
  t.clock.advance(ms);
  await t.app.services.reminderRunner.runOnce();
  await t.app.services.reminderRunner.runOnce();
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'APPT1', token: 'TOKAPPT' });
  ({ t } = clinic);
  await writes(MARIA, 'Oi, queria marcar', 'Maria Souza');
  await writes(JOAO, 'Bom dia', 'João Lima');
  await writes(ROSA, 'Olá', 'Rosa Alves');
  await writes(PEDRO, 'Oi', 'Pedro Reis');
  await writes(LUCAS, 'Oi', 'Lucas Prado');
  await writes(BIA, 'Oi', 'Bia Costa');
});
afterAll(async () => {
  await clinic?.close();
});

describe('appointment reminders', () => {
  it.each([
    [
      { chatId: MARIA, startsAt: 'amanhã', professional: 'Dra. Ana' },
      400,
      'Data inválida: use o formato AAAA-MM-DDTHH:mm.',
    ],
    [
      { chatId: MARIA, startsAt: 'PAST', professional: 'Dra. Ana' },
      422,
      'A consulta deve ser no futuro.',
    ],
    [
      { chatId: MARIA, startsAt: 'NEXT', professional: '  ' },
      400,
      'Informe a data, o horário e o profissional da consulta.',
    ],
    [
      { chatId: MARIA, startsAt: 'NEXT', professional: 'Dra. Ana', remindHoursBefore: [24, 24] },
      400,
      'Escolha até 3 lembretes, cada um de 1 a 168 horas antes, sem repetir.',
    ],
    [
      { chatId: '5511000000000', startsAt: 'NEXT', professional: 'Dra. Ana' },
      404,
      'Conversa não encontrada.',
    ],
  ])('refuses %j', async (body, status, message) => {
    const startsAt = { PAST: inHours(-1), NEXT: inHours(30) }[body.startsAt] ?? body.startsAt;
    const res = await call('POST', '/dashboard/appointments', { ...body, startsAt });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('reminds 24 h and 2 h before, once each, and reads a confirmation', async () => {
    const startsAt = inHours(30);
    const res = await call('POST', '/dashboard/appointments', {
      chatId: MARIA,
      startsAt,
      professional: 'Dra. Ana Souza',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Lembrete de consulta agendado',
      appointment: {
        chatId: MARIA,
        patientName: 'Maria Souza',
        startsAt,
        professional: 'Dra. Ana Souza',
        state: 'waiting',
        noAnswer: false,
        reminders: [
          { hoursBefore: 24, status: 'pending' },
          { hoursBefore: 2, status: 'pending' },
        ],
      },
    });

    await pass(5 * HOUR);
    expect(await sentTo(MARIA)).toEqual([]);
    await pass(1 * HOUR + 60_000);
    const [first] = await sentTo(MARIA);
    expect(await sentTo(MARIA)).toHaveLength(1);
    expect(first).toContain('Olá, Maria Souza! Lembramos da sua consulta');
    expect(first).toContain(
      `, ${startsAt.slice(8, 10)}/${startsAt.slice(5, 7)}/${startsAt.slice(0, 4)}, às ${startsAt.slice(11, 16)}, com Dra. Ana Souza.`,
    );
    expect(first).toContain('Responda 1 para confirmar ou 2 para remarcar.');

    await writes(MARIA, '1', 'Maria Souza');
    expect(await appointmentOf(MARIA)).toMatchObject({ state: 'confirmed', lastReply: '1' });

    // The 2 h reminder still goes (a confirmed patient is reminded on the day), once.
    await pass(22 * HOUR);
    expect(await sentTo(MARIA)).toHaveLength(2);
    expect((await appointmentOf(MARIA)).reminders.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it("'Não vou poder' marks it Remarcar and takes the chat to Atendimento Humanizado; 'Cancelar' is not an opt-out here", async () => {
    for (const phone of [JOAO, PEDRO])
      expect(
        (
          await call('POST', '/dashboard/appointments', {
            chatId: phone,
            startsAt: inHours(25),
            professional: 'Dr. Paulo',
            remindHoursBefore: [24],
          })
        ).statusCode,
      ).toBe(201);
    await pass(HOUR + 60_000);
    expect(await sentTo(JOAO)).toHaveLength(1);
    await writes(JOAO, 'Não vou poder ir, desculpa', 'João Lima');
    expect(await appointmentOf(JOAO)).toMatchObject({ state: 'reschedule' });
    const chats = (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      column: string;
      automationOff: boolean;
    }>;
    expect(chats.find((c) => c.chatId === JOAO)?.column).toBe('humanized');

    await writes(PEDRO, 'Cancelar', 'Pedro Reis');
    expect(await appointmentOf(PEDRO)).toMatchObject({
      state: 'reschedule',
      lastReply: 'Cancelar',
    });
    const after = (await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      automationOff: boolean;
    }>;
    expect(after.find((c) => c.chatId === PEDRO)?.automationOff).toBe(false);
  });

  it('keeps any other answer for staff, and says Sem confirmação 3 hours before', async () => {
    const created = await call('POST', '/dashboard/appointments', {
      chatId: ROSA,
      startsAt: inHours(10),
      professional: 'Dra. Ana Souza',
      remindHoursBefore: [8],
    });
    expect(created.statusCode).toBe(201);
    await pass(2 * HOUR + 60_000);
    expect(await sentTo(ROSA)).toHaveLength(1);
    await writes(ROSA, 'Qual o endereço?', 'Rosa Alves');
    expect(await appointmentOf(ROSA)).toMatchObject({
      state: 'waiting',
      lastReply: 'Qual o endereço?',
      noAnswer: false,
    });
    t.clock.advance(5 * HOUR);
    expect(await appointmentOf(ROSA)).toMatchObject({ state: 'waiting', noAnswer: true });
  });

  it('a cancelled appointment sends nothing more; a moved one is reminded at its new time', async () => {
    const sentBefore = (await sentTo(MARIA)).length;
    const cancelled = (
      await call('POST', '/dashboard/appointments', {
        chatId: MARIA,
        startsAt: inHours(30),
        professional: 'Dra. Ana Souza',
      })
    ).json().appointment as { id: string };
    const gone = await call('DELETE', `/dashboard/appointments/${cancelled.id}`);
    expect(gone.json()).toMatchObject({
      message: 'Consulta cancelada',
      appointment: {
        state: 'cancelled',
        reminders: [{ status: 'skipped' }, { status: 'skipped' }],
      },
    });
    await pass(29 * HOUR);
    expect(await sentTo(MARIA)).toHaveLength(sentBefore);

    const moved = (
      await call('POST', '/dashboard/appointments', {
        chatId: MARIA,
        startsAt: inHours(30),
        professional: 'Dra. Ana Souza',
        remindHoursBefore: [24],
      })
    ).json().appointment as { id: string };
    const newTime = inHours(50);
    const put = await call('PUT', `/dashboard/appointments/${moved.id}`, {
      chatId: MARIA,
      startsAt: newTime,
      professional: 'Dr. Paulo',
      remindHoursBefore: [24],
    });
    expect(put.json()).toMatchObject({
      message: 'Consulta atualizada',
      appointment: { startsAt: newTime, professional: 'Dr. Paulo', state: 'waiting' },
    });
    // The old time's reminder does not go.
    await pass(7 * HOUR);
    expect(await sentTo(MARIA)).toHaveLength(sentBefore);
    await pass(20 * HOUR);
    const all = await sentTo(MARIA);
    expect(all).toHaveLength(sentBefore + 1);
    expect(all.at(-1)).toContain('com Dr. Paulo.');
  });

  it('back from a stop, sends the latest overdue reminder of an appointment once, not every one', async () => {
    const made = await call('POST', '/dashboard/appointments', {
      chatId: PEDRO,
      startsAt: inHours(10),
      professional: 'Dr. Paulo',
      remindHoursBefore: [8, 4],
    });
    expect(made.statusCode).toBe(201);
    const before = (await sentTo(PEDRO)).length;
    // The server is down from now until 7 hours later: both reminders' times pass.
    t.clock.advance(7 * HOUR);
    await pass(0);
    const sent = (await sentTo(PEDRO)).slice(before);
    expect(sent).toHaveLength(1);
    const id = (made.json().appointment as { id: string }).id;
    const list = (await call('GET', `/dashboard/chats/${PEDRO}/appointments`)).json()
      .appointments as Array<{
      id: string;
      reminders: Array<{ hoursBefore: number; status: string }>;
    }>;
    expect(list.find((a) => a.id === id)!.reminders).toEqual([
      expect.objectContaining({ hoursBefore: 8, status: 'skipped' }),
      expect.objectContaining({ hoursBefore: 4, status: 'sent' }),
    ]);
  });

  it("lists a day's appointments in the member's zone", async () => {
    const target = await appointmentOf(MARIA);
    const day = target.startsAt.slice(0, 10);
    const res = await call('GET', `/dashboard/appointments?date=${day}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().appointments as Array<{ id: string }>).map((a) => a.id)).toContain(
      target.id,
    );
    const bad = await call('GET', '/dashboard/appointments?date=2026-13-40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dia inválido: use o formato AAAA-MM-DD.');
  });

  it("answers each chat's next appointment, soonest first, none cancelled", async () => {
    const res = await call('GET', '/dashboard/appointments/upcoming');
    expect(res.statusCode).toBe(200);
    const list = res.json().appointments as Array<{
      id: string;
      chatId: string;
      startsAt: string;
      state: string;
    }>;
    const chats = list.map((a) => a.chatId);
    expect(new Set(chats).size).toBe(chats.length);
    expect(list.map((a) => a.startsAt)).toEqual(list.map((a) => a.startsAt).sort());
    expect(list.some((a) => a.state === 'cancelled')).toBe(false);
    // Maria's: the one moved to Dr. Paulo, not the one cancelled before it.
    expect(list.find((a) => a.chatId === MARIA)?.id).toBe((await appointmentOf(MARIA)).id);
  });

  it("a confirmation tags the chat 'Consulta confirmada'; a change of mind takes the tag off", async () => {
    const made = await call('POST', '/dashboard/appointments', {
      chatId: LUCAS,
      startsAt: inHours(30),
      professional: 'Dra. Ana Souza',
      remindHoursBefore: [24],
    });
    expect(made.statusCode).toBe(201);
    await pass(6 * HOUR + 60_000);
    expect(await sentTo(LUCAS)).toHaveLength(1);
    expect(await tagsOf(LUCAS)).toEqual([]);
    await writes(LUCAS, 'Sim, confirmo', 'Lucas Prado');
    expect(await appointmentOf(LUCAS)).toMatchObject({ state: 'confirmed' });
    expect(await tagsOf(LUCAS)).toEqual(['Consulta confirmada']);
    // The clinic's tag list holds it once, whatever confirms next.
    const tags = (await call('GET', '/dashboard/tags')).json().tags as Array<{ name: string }>;
    expect(tags.filter((tag) => tag.name === 'Consulta confirmada')).toHaveLength(1);

    await writes(LUCAS, 'Desculpa, preciso remarcar', 'Lucas Prado');
    expect(await appointmentOf(LUCAS)).toMatchObject({ state: 'reschedule' });
    expect(await tagsOf(LUCAS)).toEqual([]);
  });

  it("sends the clinic's own message, and only while it is open when it asks so", async () => {
    const initial = await call('GET', '/dashboard/settings/reminders');
    expect(initial.json()).toMatchObject({
      custom: false,
      settings: {
        template: expect.stringContaining('Responda 1 para confirmar ou 2 para remarcar.'),
        respectOpeningHours: false,
      },
    });
    for (const [template, message] of [
      [
        'Oi {paciente}, até {data}!',
        'A variável {paciente} não existe. Use {nome}, {data}, {hora}, {dia_semana} ou {profissional}.',
      ],
      ['   ', 'Escreva a mensagem do lembrete.'],
      ['x'.repeat(1001), 'A mensagem do lembrete deve ter no máximo 1000 caracteres.'],
    ]) {
      const bad = await call('PUT', '/dashboard/settings/reminders', {
        template,
        respectOpeningHours: true,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    expect((await call('GET', '/dashboard/settings/reminders')).json().custom).toBe(false);

    // Open every hour, but closed on the day the reminder falls due.
    const due = new Date(t.clock.now().getTime() + 16 * HOUR);
    const closedDay = utcToLocal(due, ZONE).slice(0, 10);
    const hours = await call('PUT', '/dashboard/settings/opening-hours', {
      enabled: true,
      timeZone: ZONE,
      days: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
      closedDates: [closedDay],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const saved = await call('PUT', '/dashboard/settings/reminders', {
      template:
        '  {nome}, sua consulta é {dia_semana} às {hora} com {profissional}. 1 confirma, 2 remarca.  ',
      respectOpeningHours: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Lembretes salvos',
      custom: true,
      settings: {
        template:
          '{nome}, sua consulta é {dia_semana} às {hora} com {profissional}. 1 confirma, 2 remarca.',
        respectOpeningHours: true,
      },
    });

    const startsAt = inHours(64);
    await call('POST', '/dashboard/appointments', {
      chatId: BIA,
      startsAt,
      professional: 'Dr. Paulo',
      remindHoursBefore: [48],
    });
    await pass(16 * HOUR + 60_000);
    expect(await sentTo(BIA)).toEqual([]);
    expect((await appointmentOf(BIA)).reminders[0]!.status).toBe('pending');
    // The closed day ends at most a day after it came due, and the reminder goes at the opening
    // plus its stagger (up to STAGGER_MS): a due time just after midnight opens ~24 h later.
    await pass(24 * HOUR + STAGGER_MS);
    expect(await sentTo(BIA)).toEqual([
      `Bia Costa, sua consulta é ${
        [
          'domingo',
          'segunda-feira',
          'terça-feira',
          'quarta-feira',
          'quinta-feira',
          'sexta-feira',
          'sábado',
        ][new Date(`${startsAt.slice(0, 10)}T00:00:00Z`).getUTCDay()]
      } às ${startsAt.slice(11, 16)} com Dr. Paulo. 1 confirma, 2 remarca.`,
    ]);
    expect((await appointmentOf(BIA)).reminders[0]!.status).toBe('sent');

    // Closed from the reminder to past the appointment: the reminder does not go at all.
    const next = await call('POST', '/dashboard/appointments', {
      chatId: BIA,
      startsAt: inHours(20),
      professional: 'Dr. Paulo',
      remindHoursBefore: [4],
    });
    const days = [0, 1, 2].map((d) =>
      utcToLocal(new Date(t.clock.now().getTime() + (16 + 24 * d) * HOUR), ZONE).slice(0, 10),
    );
    await call('PUT', '/dashboard/settings/opening-hours', {
      enabled: true,
      timeZone: ZONE,
      days: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
      closedDates: [...new Set([utcToLocal(t.clock.now(), ZONE).slice(0, 10), ...days])],
    });
    await pass(16 * HOUR + 60_000);
    await pass(5 * HOUR);
    expect(await sentTo(BIA)).toHaveLength(1);
    const id = (next.json().appointment as { id: string }).id;
    const after = (await call('GET', `/dashboard/chats/${BIA}/appointments`)).json()
      .appointments as Array<{ id: string; reminders: Array<{ status: string }> }>;
    expect(after.find((a) => a.id === id)!.reminders[0]!.status).toBe('skipped');
  });
});
