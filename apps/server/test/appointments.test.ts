import { utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  post,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * Issue 19, appointment reminders: set from a chat, sent 24 h and 2 h before on the test's clock,
 * once each; the patient's answer read ('1' Confirmada, 'Não vou poder' Remarcar and the chat to
 * Atendimento Humanizado, anything else kept for staff); cancelled or moved appointments stop
 * their reminders; 3 hours before without an answer: 'Sem confirmação'.
 */

let t: TestApp;
let sim: TestSimulator;
let user: Awaited<ReturnType<typeof signUp>>;
let token: string;
let instanceId: string;
let secret: string;

const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';
const [MARIA, JOAO, ROSA, PEDRO] = [
  '5511940000001',
  '5511940000002',
  '5511940000003',
  '5511940000004',
];

/** A call as the member; hours pass on the test's clock, so an expired session signs in again. */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await callAs(t, token, method, url, body);
  if (res.statusCode !== 401) return res;
  const login = await post(t.app, '/auth/login', { email: user.email, password: user.password });
  token = login.json().token as string;
  return callAs(t, token, method, url, body);
}

const writes = (phone: string, text: string, name = 'Paciente') =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    payload: {
      type: 'ReceivedCallback',
      messageId: `A${Date.now()}${Math.random()}`,
      phone,
      fromMe: false,
      senderName: name,
      chatName: name,
      momment: t.clock.now().getTime(),
      text: { message: text },
    },
  });

const sentTo = async (phone: string) =>
  (
    (await sim.control(`/instances/${instanceId}/sent`)).body as unknown as Array<{
      phone: string;
      message?: string;
    }>
  )
    .filter((s) => s.phone === phone)
    .map((s) => s.message ?? '');

/** A local date-time `hours` after the test's now, as a member writes it. */
const inHours = (hours: number) =>
  utcToLocal(new Date(t.clock.now().getTime() + hours * HOUR), ZONE).slice(0, 16);

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

/** Moves the test's clock by `ms` and runs the reminders, twice (a second pass sends nothing). */
async function pass(ms: number) {
  t.clock.advance(ms);
  await t.app.services.reminderRunner.runOnce();
  await t.app.services.reminderRunner.runOnce();
}

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
  user = await signUp(t);
  token = user.token;
  const inst = await seedInstance(t, user.id, { instanceId: 'APPT1', token: 'TOKAPPT' });
  instanceId = inst.instanceId;
  secret = inst.webhookSecret;
  await call('GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  await call('GET', '/dashboard/zapi/status');
  await writes(MARIA, 'Oi, queria marcar', 'Maria Souza');
  await writes(JOAO, 'Bom dia', 'João Lima');
  await writes(ROSA, 'Olá', 'Rosa Alves');
  await writes(PEDRO, 'Oi', 'Pedro Reis');
});
afterAll(async () => {
  await t.close();
  await sim.close();
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
});
