import { utcToLocal } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import type { TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createSecondApp,
  signUp,
  type TestApp,
  withoutOpeningHours,
} from './helpers/test-app.ts';

/**
 * The waiting list ('Lista de espera'): a freed slot offered in one click to the waiting
 * patients it fits, in order and at most the clinic's limit, sent by the automatic sender; the
 * first '1' gets the slot (an appointment with its reminders), later ones are told it was taken.
 * Two answers at once, to two server instances (on PostgreSQL with TEST_DATABASE_URL, each with
 * its own connections): exactly one winner.
 */

let clinic: LinkedClinic;
let t: TestApp;
let sim: TestSimulator;
let secret: string;

const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';
const [FREED, W1, W2, W3, PAULO_FAN, SOON, RITA] = [
  '5511960000001',
  '5511960000002',
  '5511960000003',
  '5511960000004',
  '5511960000005',
  '5511960000006',
  '5511960000007',
];

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);
const writesTo = (...args: Parameters<LinkedClinic['writesTo']>) => clinic.writesTo(...args);
const sentTo = (phone: string) => clinic.sentTo(phone);

/** Tomorrow at `time` where the clinic is: at least 10 hours ahead whatever the hour now. */
const tomorrowAt = (time: string) =>
  `${utcToLocal(new Date(t.clock.now().getTime() + 24 * HOUR), ZONE).slice(0, 10)}T${time}`;

async function book(phone: string, startsAt: string, professional = 'Dra. Ana', remind = [2]) {
  const res = await call('POST', '/dashboard/appointments', {
    chatId: phone,
    startsAt,
    professional,
    remindHoursBefore: remind,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().appointment as { id: string };
}

const appointmentsOf = async (phone: string) =>
  (await call('GET', `/dashboard/chats/${phone}/appointments`)).json().appointments as Array<{
    id: string;
    startsAt: string;
    professional: string;
    state: string;
    reminders: Array<{ hoursBefore: number; status: string }>;
  }>;

async function waitingList() {
  const res = await call('GET', '/dashboard/waiting-list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    entries: Array<{ id: string; chatId: string; patientName: string }>;
    slots: Array<{
      appointmentId: string;
      startsAt: string;
      matches: Array<{ patientName: string }>;
      willMessage: number;
      offer: {
        status: string;
        messaged: number;
        sent: number;
        hold: unknown;
        winnerName: string | null;
      } | null;
    }>;
  };
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'WAIT1', token: 'TOKWAIT' });
  ({ t, sim, secret } = clinic);
  // The offers keep opening hours; this file is about who gets the slot, at any hour it runs.
  await withoutOpeningHours(t, clinic.token);
  for (const [phone, name] of [
    [FREED, 'Fernanda Reis'],
    [W1, 'Wagner Um'],
    [W2, 'Wanda Dois'],
    [W3, 'Walter Três'],
    [PAULO_FAN, 'Paula Fã'],
    [SOON, 'Sônia Cedo'],
    [RITA, 'Rita Reação'],
  ] as const)
    await writesTo(t.app, phone, 'Oi', name);
});
afterAll(async () => {
  await clinic?.close();
});

describe('waiting list', () => {
  it('puts patients on it with their wishes, once each, and says what is wrong in pt-BR', async () => {
    const bad = await call('POST', '/dashboard/waiting-list', { chatId: W1, procedure: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Informe o procedimento.');
    const badPeriod = await call('POST', '/dashboard/waiting-list', {
      chatId: W1,
      procedure: 'Limpeza',
      periods: ['madrugada'],
    });
    expect(badPeriod.json().message).toBe(
      'Períodos inválidos: escolha manhã, tarde ou noite, sem repetir.',
    );

    for (const [chatId, wish] of [
      [W1, { procedure: 'Limpeza', note: 'Prefere cedo' }],
      [W2, { professional: 'dra. ana', procedure: 'Canal', periods: ['morning'] }],
      [W3, { procedure: 'Avaliação', days: [0, 1, 2, 3, 4, 5, 6] }],
      [PAULO_FAN, { professional: 'Dr. Paulo', procedure: 'Limpeza' }],
    ] as const) {
      const res = await call('POST', '/dashboard/waiting-list', { chatId, ...wish });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Paciente na lista de espera');
    }
    const twice = await call('POST', '/dashboard/waiting-list', { chatId: W1, procedure: 'X' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este paciente já está na lista de espera.');
    expect((await waitingList()).entries.map((e) => e.patientName)).toEqual([
      'Wagner Um',
      'Wanda Dois',
      'Walter Três',
      'Paula Fã',
    ]);
  });

  it('offers a slot only once it is freed and far enough ahead', async () => {
    const soon = await book(
      SOON,
      utcToLocal(new Date(t.clock.now().getTime() + 2 * HOUR), ZONE).slice(0, 16),
    );
    expect(
      (await call('POST', '/dashboard/waiting-list/offers', { appointmentId: soon.id })).json()
        .message,
    ).toBe('Este horário não está livre: a consulta não foi cancelada nem pediu remarcação.');
    await call('DELETE', `/dashboard/appointments/${soon.id}`);
    const tooSoon = await call('POST', '/dashboard/waiting-list/offers', {
      appointmentId: soon.id,
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toBe('O horário precisa estar a pelo menos 3 horas daqui.');
    expect((await waitingList()).slots.map((s) => s.appointmentId)).not.toContain(soon.id);
  });

  it('the first of two simultaneous answers gets the slot, on two server instances; the others are told it was taken', async () => {
    const startsAt = tomorrowAt('10:00');
    const freed = await book(FREED, startsAt);
    // The clinic messages at most 3 patients per freed slot.
    const set = await call('PUT', '/dashboard/settings/waiting-list', {
      minHoursAhead: 3,
      maxMessagesPerSlot: 3,
    });
    expect(set.statusCode, set.body).toBe(200);
    await call('DELETE', `/dashboard/appointments/${freed.id}`);

    const [slot] = (await waitingList()).slots.filter((s) => s.appointmentId === freed.id);
    expect(slot).toMatchObject({
      startsAt,
      matches: [
        { patientName: 'Wagner Um' },
        { patientName: 'Wanda Dois' },
        { patientName: 'Walter Três' },
      ],
      willMessage: 3,
      offer: null,
    });

    const offered = await call('POST', '/dashboard/waiting-list/offers', {
      appointmentId: freed.id,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({
      message: '3 pacientes da lista avisados',
      messaged: 3,
    });
    const again = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: freed.id });
    expect(again.statusCode).toBe(409);

    await t.app.services.offerRunner.runOnce();
    const offerText =
      'Vagou um horário com Dra. Ana amanhã às 10:00. Responda 1 para ficar com ele.';
    for (const phone of [W1, W2, W3]) expect(await sentTo(phone)).toEqual([offerText]);
    expect(await sentTo(PAULO_FAN)).toEqual([]);

    // Two patients answer '1' within the same instant, each to another server instance.
    const second = await createSecondApp(t, { env: { ZAPI_BASE_URL: sim.url } });
    try {
      await second.app.ready();
      const answers = await Promise.all([
        writesTo(t.app, W2, '1', 'Wanda Dois'),
        writesTo(second.app, W3, '1', 'Walter Três'),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    } finally {
      await second.close();
    }
    const w2 = (await appointmentsOf(W2)).filter((a) => a.startsAt === startsAt);
    const w3 = (await appointmentsOf(W3)).filter((a) => a.startsAt === startsAt);
    expect(w2.length + w3.length).toBe(1);
    const [won] = [...w2, ...w3];
    expect(won).toMatchObject({
      professional: 'Dra. Ana',
      state: 'waiting',
      reminders: [
        { hoursBefore: 24, status: expect.stringMatching(/pending|skipped/) },
        { hoursBefore: 2, status: 'pending' },
      ],
    });
    const [winner, loser] = w2.length === 1 ? [W2, W3] : [W3, W2];

    // A later '1' is told kindly too; the one who freed it stays cancelled.
    await writesTo(t.app, W1, 'Sim, quero', 'Wagner Um');
    await t.app.services.offerRunner.runOnce();
    expect((await sentTo(winner)).at(-1)).toBe(
      'Pronto! O horário com Dra. Ana amanhã às 10:00 é seu. Você receberá os lembretes da consulta.',
    );
    const taken =
      'Obrigado pela resposta! Esse horário já foi preenchido por outro paciente, mas você continua na lista de espera e avisaremos no próximo.';
    expect(await sentTo(loser)).toEqual([offerText, taken]);
    expect(await sentTo(W1)).toEqual([offerText, taken]);
    expect((await appointmentsOf(FREED)).at(-1)?.state).toBe('cancelled');

    const after = await waitingList();
    const winnerName = winner === W2 ? 'Wanda Dois' : 'Walter Três';
    expect(after.slots.find((s) => s.appointmentId === freed.id)?.offer).toEqual({
      status: 'taken',
      messaged: 3,
      sent: 3,
      hold: null,
      winnerName,
    });
    // The winner leaves the list; the others keep their place.
    expect(after.entries.map((e) => e.patientName)).not.toContain(winnerName);
    expect(after.entries.map((e) => e.patientName)).toContain('Wagner Um');
    // A repeated '1' changes nothing and sends nothing more.
    await writesTo(t.app, loser, '1');
    await t.app.services.offerRunner.runOnce();
    expect(await sentTo(loser)).toHaveLength(2);
  });

  it("a patient's '2' to a reminder frees the slot; the waiting patient who takes it leaves the other's cancelled", async () => {
    const startsAt = `${utcToLocal(new Date(t.clock.now().getTime() + 48 * HOUR), ZONE).slice(0, 10)}T15:00`;
    const freed = await book(FREED, startsAt, 'Dr. Paulo', [24]);
    // The day-before reminder goes, and the patient asks to reschedule.
    t.clock.advance(
      Date.parse(`${startsAt}:00-03:00`) - 24 * HOUR - t.clock.now().getTime() + 60_000,
    );
    await t.app.services.reminderRunner.runOnce();
    expect(await sentTo(FREED)).toHaveLength(1);
    await writesTo(t.app, FREED, '2');
    expect((await appointmentsOf(FREED)).at(-1)?.state).toBe('reschedule');

    // 'Dr. Paulo' at 15:00: Paula (who asked for him) and Wagner (anyone) fit; Wanda wants Dra.
    // Ana in the morning (and Walter, anyone any day, fits if the last slot was not his).
    const slot = (await waitingList()).slots.find((s) => s.appointmentId === freed.id);
    const names = slot!.matches.map((m) => m.patientName);
    expect(names[0]).toBe('Wagner Um');
    expect(names.at(-1)).toBe('Paula Fã');
    expect(names).not.toContain('Wanda Dois');
    const offered = await call('POST', '/dashboard/waiting-list/offers', {
      appointmentId: freed.id,
    });
    expect(offered.json().messaged).toBe(names.length);
    await t.app.services.offerRunner.runOnce();
    await writesTo(t.app, PAULO_FAN, '1', 'Paula Fã');
    expect((await appointmentsOf(PAULO_FAN)).at(-1)).toMatchObject({
      startsAt,
      professional: 'Dr. Paulo',
      state: 'waiting',
    });
    expect((await appointmentsOf(FREED)).at(-1)?.state).toBe('cancelled');
  });

  it('a 👍 on the offer message takes the slot, as a 1 does', async () => {
    const add = await call('POST', '/dashboard/waiting-list', {
      chatId: RITA,
      professional: 'Dr. Paulo',
      procedure: 'Limpeza',
    });
    expect(add.statusCode, add.body).toBe(201);
    const startsAt = tomorrowAt('17:00');
    const freed = await book(FREED, startsAt, 'Dr. Paulo');
    await call('DELETE', `/dashboard/appointments/${freed.id}`);
    await call('POST', '/dashboard/waiting-list/offers', { appointmentId: freed.id });
    await t.app.services.offerRunner.runOnce();
    const window = (await call('GET', `/dashboard/messages/${RITA}`)).json().messages as Array<{
      messageId: string;
      content: string;
    }>;
    const offerId = window.find((m) => m.content.startsWith('Vagou um horário'))!.messageId;

    const reacted = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapi/${secret}`,
      payload: {
        type: 'ReceivedCallback',
        messageId: `R${Date.now()}`,
        phone: RITA,
        fromMe: false,
        momment: t.clock.now().getTime(),
        reaction: {
          value: '👍🏽',
          referencedMessage: { messageId: offerId, fromMe: true, phone: RITA },
        },
      },
    });
    expect(reacted.json().result).toBe('reaction');
    expect((await appointmentsOf(RITA)).at(-1)).toMatchObject({
      startsAt,
      professional: 'Dr. Paulo',
      state: 'waiting',
    });
    await t.app.services.offerRunner.runOnce();
    expect((await sentTo(RITA)).at(-1)).toMatch(/^Pronto! O horário com Dr. Paulo amanhã às 17:00/);
  });

  it('removes a patient from the list; another clinic sees none of it', async () => {
    const { entries } = await waitingList();
    const entry = entries.find((e) => e.chatId === W1)!;
    const stranger = await signUp(t, 'Dr. Outro');
    expect(
      (await callAs(t, stranger.token, 'DELETE', `/dashboard/waiting-list/${entry.id}`)).statusCode,
    ).toBe(404);
    expect((await callAs(t, stranger.token, 'GET', '/dashboard/waiting-list')).json()).toEqual({
      success: true,
      entries: [],
      slots: [],
    });
    const res = await call('DELETE', `/dashboard/waiting-list/${entry.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Paciente tirado da lista de espera');
    expect((await waitingList()).entries.map((e) => e.chatId)).not.toContain(W1);
  });
});
