import { dayIn, defaultOpeningHours, MSG, plainName, utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webInstances } from '../src/db/schema.ts';

import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { withoutOpeningHours } from './helpers/test-app.ts';

/**
 * Whom a freed slot fits (issue 53): the professional however it was typed ('Dra Ana Souza' is
 * 'Dra. Ana Souza'), the procedure when the appointment says one ('Limpeza' is not offered a
 * 'Consulta'), every freed slot listed whether it fits someone or not, the names the forms offer,
 * and an offer that waits (the clinic closed, the number's day used up) saying when it goes, or
 * that it cannot go before its last moment (an hour before the slot).
 */

let clinic: LinkedClinic;
let t: TestApp;

const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';
const [ANA_FAN, CLEAN, FREED1, FREED2, FREED3, FREED4, FREED5, FREED6] = [
  '5511940000001',
  '5511940000002',
  '5511940000003',
  '5511940000004',
  '5511940000005',
  '5511940000006',
  '5511940000007',
  '5511940000008',
];

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);

/** `days` days from now at `time` where the clinic is: always ahead of the 3 hours asked. */
const dayAt = (days: number, time: string) =>
  `${utcToLocal(new Date(t.clock.now().getTime() + days * 24 * HOUR), ZONE).slice(0, 10)}T${time}`;

async function freeSlot(phone: string, startsAt: string, professional: string, procedure = '') {
  const res = await call('POST', '/dashboard/appointments', {
    chatId: phone,
    startsAt,
    professional,
    procedure,
    remindHoursBefore: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().appointment as { id: string };
  expect((await call('DELETE', `/dashboard/appointments/${id}`)).statusCode).toBe(200);
  return id;
}

type Slot = {
  appointmentId: string;
  procedure: string;
  matches: Array<{ patientName: string }>;
  hold: OfferHold | null;
  offer: { messaged: number; sent: number; hold: OfferHold | null } | null;
};
type OfferHold = { when: string; why: 'closed' | 'limit' | 'queue'; tooLate: boolean };
async function slotOf(id: string) {
  const res = await call('GET', '/dashboard/waiting-list');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    slots: Slot[];
    entries: Array<{ chatId: string; offerHold: OfferHold | null }>;
  };
  return { slot: body.slots.find((s) => s.appointmentId === id), entries: body.entries };
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'WAITM1', token: 'TOKWAITM' });
  ({ t } = clinic);
  await withoutOpeningHours(t, clinic.token);
  for (const [phone, name] of [
    [ANA_FAN, 'Ana Fã'],
    [CLEAN, 'Lia Limpeza'],
    [FREED1, 'Fábio Um'],
    [FREED2, 'Flávia Dois'],
    [FREED3, 'Felipe Três'],
    [FREED4, 'Fátima Quatro'],
    [FREED5, 'Fausto Cinco'],
    [FREED6, 'Fabiana Seis'],
  ] as const)
    await clinic.writes(phone, 'Oi', name);
});
afterAll(async () => {
  await clinic?.close();
});

describe('whom a freed slot fits', () => {
  it("offers a slot with 'Dra Ana Souza' (no dot) to the only patient waiting for 'Dra. Ana Souza'", async () => {
    const added = await call('POST', '/dashboard/waiting-list', {
      chatId: ANA_FAN,
      professional: 'Dra. Ana Souza',
      procedure: 'Avaliação',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = await freeSlot(FREED1, dayAt(2, '10:00'), 'Dra Ana Souza');
    const { slot } = await slotOf(id);
    expect(slot?.matches.map((m) => m.patientName)).toEqual(['Ana Fã']);
    const offered = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: id });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({ messaged: 1, hold: null });
    await call('DELETE', `/dashboard/waiting-list/${(await entryOf(ANA_FAN))!}`);
  });

  it("lists a 'Consulta' slot nobody waits for, not offered to who waits for 'Limpeza'; a 'limpeza.' one is", async () => {
    const added = await call('POST', '/dashboard/waiting-list', {
      chatId: CLEAN,
      procedure: 'Limpeza',
    });
    expect(added.statusCode, added.body).toBe(201);
    const consulta = await freeSlot(FREED2, dayAt(3, '09:00'), 'Dr. Paulo', 'Consulta');
    const listed = await slotOf(consulta);
    expect(listed.slot).toMatchObject({ procedure: 'Consulta', matches: [], offer: null });
    const refused = await call('POST', '/dashboard/waiting-list/offers', {
      appointmentId: consulta,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.waitingList.noMatches);

    const limpeza = await freeSlot(FREED3, dayAt(3, '11:00'), 'Dr. Paulo', 'limpeza.');
    expect((await slotOf(limpeza)).slot?.matches.map((m) => m.patientName)).toEqual([
      'Lia Limpeza',
    ]);
  });

  it('offers the forms one spelling of each professional and procedure, the most used first', async () => {
    const res = await call('GET', '/dashboard/appointments/names');
    expect(res.statusCode, res.body).toBe(200);
    const { professionals, procedures } = res.json() as {
      professionals: string[];
      procedures: string[];
    };
    // 'Dra. Ana Souza' (list) and 'Dra Ana Souza' (appointment) are one; 'Dr. Paulo' has two.
    expect(professionals).toHaveLength(2);
    expect(professionals[0]).toBe('Dr. Paulo');
    expect(['Dra. Ana Souza', 'Dra Ana Souza']).toContain(professionals[1]);
    // 'Limpeza' (list) and 'limpeza.' (appointment) are one, used twice.
    expect(procedures.map(plainName)).toEqual(['limpeza', 'avaliacao', 'consulta']);
  });

  it('says when an offer made with the clinic closed goes (answer, slot, patient), and makes none that could only go past its last moment', async () => {
    // Open only three days from now: closed now, whatever the day and hour this runs.
    const opensOn = new Date(`${dayAt(3, '12:00').slice(0, 10)}T12:00:00Z`).getUTCDay();
    const hours = defaultOpeningHours(ZONE);
    const set = await call('PUT', '/dashboard/settings/opening-hours', {
      ...hours,
      enabled: true,
      days: hours.days.map((_, d) => (d === opensOn ? [{ start: '08:00', end: '18:00' }] : [])),
    });
    expect(set.statusCode, set.body).toBe(200);
    const when = `${MSG.appointmentRules.weekdays[opensOn]} às 08:00`;
    const hold: OfferHold = { when, why: 'closed', tooLate: false };

    const id = await freeSlot(FREED4, dayAt(5, '15:00'), 'Dr. Paulo', 'Limpeza');
    const offered = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: id });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({
      messaged: 1,
      hold,
      message: MSG.waitingList.offeredLater(1, hold),
    });
    await t.app.services.offerRunner.runOnce();
    const { slot, entries } = await slotOf(id);
    expect(slot?.offer).toMatchObject({ messaged: 1, sent: 0, hold });
    expect(entries.find((e) => e.chatId === CLEAN)?.offerHold).toEqual(hold);
    expect(MSG.waitingList.offerWaits(1, hold)).toBe(
      `Oferta a 1 paciente: sai ${when}, na abertura da clínica`,
    );

    // A slot at 08:30 of that day: its offer could go only at 08:00, past 07:30, its last
    // moment. It is not 'Oferecido' to anyone: the slot says why, and no offer is made.
    const early = await freeSlot(FREED5, dayAt(3, '08:30'), 'Dr. Paulo', 'Limpeza');
    const late: OfferHold = { when, why: 'closed', tooLate: true };
    expect((await slotOf(early)).slot).toMatchObject({ offer: null, hold: late });
    const refused = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: early });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(MSG.waitingList.slotTooLate(late));
    expect(refused.json().message).toBe(
      `Não dá tempo de avisar a lista: a clínica só abre ${when}, depois do prazo de 1 hora antes do horário. Avise por telefone, se quiser.`,
    );
    expect((await slotOf(early)).slot?.offer).toBeNull();
    await withoutOpeningHours(t, clinic.token);
  });

  it("says an offer waits for the next day when the number already sent today's automatic messages", async () => {
    // Open at any hour; the number's cap of automatic messages today is used up.
    await withoutOpeningHours(t, clinic.token);
    const used = await t.database.db
      .update(webInstances)
      .set({ autoDay: dayIn(t.clock.now(), ZONE), autoDayUsed: 100_000 })
      .where(eq(webInstances.instanceId, 'WAITM1'))
      .returning({ id: webInstances.id });
    expect(used).toHaveLength(1);
    const id = await freeSlot(FREED6, dayAt(4, '15:00'), 'Dr. Paulo', 'Limpeza');
    const offered = await call('POST', '/dashboard/waiting-list/offers', { appointmentId: id });
    expect(offered.statusCode, offered.body).toBe(201);
    const hold = offered.json().hold as OfferHold;
    expect(hold).toMatchObject({ why: 'limit', tooLate: false });
    expect(hold.when).toMatch(/às 00:00$/);
    expect(offered.json().message).toBe(MSG.waitingList.offeredLater(1, hold));
    // The sender holds it for the next day, and 'Consultas' says so on the slot and the patient.
    await t.app.services.offerRunner.runOnce();
    expect(await clinic.sentTo(CLEAN)).toEqual([]);
    const { slot, entries } = await slotOf(id);
    expect(slot?.offer).toMatchObject({ messaged: 1, sent: 0, hold });
    expect(entries.find((e) => e.chatId === CLEAN)?.offerHold).toEqual(hold);
    expect(MSG.waitingList.offerWaits(1, hold)).toBe(
      `Oferta a 1 paciente: sai ${hold.when}: o número já enviou hoje todas as mensagens automáticas do dia`,
    );
  });
});

async function entryOf(phone: string) {
  const res = await call('GET', '/dashboard/waiting-list');
  return (res.json().entries as Array<{ id: string; chatId: string }>).find(
    (e) => e.chatId === phone,
  )?.id;
}
