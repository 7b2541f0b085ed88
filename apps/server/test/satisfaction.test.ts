import { utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { satisfactionSurveys } from '../src/db/schema.ts';
import { type LinkedClinic, openLinkedClinic } from './helpers/linked-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The satisfaction question after a visit: off until the clinic turns it on; due the clinic's
 * N hours after 'Compareceu', held to the opening when the clinic is closed then, sent once; the
 * answer read from '10', 'nota 9', 'dou 7 pra vocês', 'zero' and kept against the professional;
 * 0-6 takes the chat to 'Atendimento Humanizado'; one question per patient in 30 days.
 */

let clinic: LinkedClinic;
let t: TestApp;

const HOUR = 3_600_000;
const ZONE = 'America/Sao_Paulo';
const PATIENTS = [
  { phone: '5511970000001', name: 'Paula Dez', says: '10', score: 10 },
  { phone: '5511970000002', name: 'Nara Nove', says: 'nota 9', score: 9 },
  { phone: '5511970000003', name: 'Sete Silva', says: 'dou 7 pra vocês', score: 7 },
  { phone: '5511970000004', name: 'Zeca Zero', says: 'zero', score: 0 },
];
const QUESTION =
  'De 0 a 10, quanto você recomendaria o atendimento com Dra. Ana a um amigo ou familiar? Responda só com o número.';

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);
const writes = (...args: Parameters<LinkedClinic['writes']>) => clinic.writes(...args);
const sentTo = (phone: string) => clinic.sentTo(phone);
const inHours = (hours: number) => clinic.inHours(hours);

/** An appointment an hour ahead, then the clock past it and 'Compareceu'. */
async function attended(phones: string[]) {
  const ids: string[] = [];
  for (const phone of phones) {
    const res = await call('POST', '/dashboard/appointments', {
      chatId: phone,
      startsAt: inHours(1),
      professional: 'Dra. Ana',
      remindHoursBefore: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().appointment.id as string);
  }
  t.clock.advance(HOUR + 60_000);
  for (const id of ids) {
    const res = await call('PUT', `/dashboard/appointments/${id}/attendance`, {
      attendance: 'attended',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const columnOf = (phone: string) => clinic.columnOf(phone);

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'SATIS1', token: 'TOKSATIS' });
  ({ t } = clinic);
  for (const p of PATIENTS) await writes(p.phone, 'Oi', p.name);
});
afterAll(async () => {
  await clinic?.close();
});

describe('satisfaction', () => {
  it('asks nothing while the clinic has not turned it on', async () => {
    expect((await call('GET', '/dashboard/settings/satisfaction')).json().settings).toEqual({
      enabled: false,
      hoursAfter: 2,
    });
    const bad = await call('PUT', '/dashboard/settings/satisfaction', {
      enabled: true,
      hoursAfter: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Configuração da pesquisa de satisfação inválida: de 1 a 72 horas depois.',
    );
    await attended([PATIENTS[0]!.phone]);
    expect(await t.database.db.select().from(satisfactionSurveys)).toEqual([]);
  });

  it('asks N hours after Compareceu, held to the opening, once; reads four phrasings; a low score goes to a person', async () => {
    const on = await call('PUT', '/dashboard/settings/satisfaction', {
      enabled: true,
      hoursAfter: 2,
    });
    expect(on.statusCode, on.body).toBe(200);
    // Open one hour a day, starting 6 hours from now: the question, due in about 3 hours (an
    // hour to the visit, then 2), waits for it.
    const opens = utcToLocal(new Date(t.clock.now().getTime() + 6 * HOUR), ZONE).slice(11, 13);
    const hours = await call('PUT', '/dashboard/settings/opening-hours', {
      enabled: true,
      timeZone: ZONE,
      days: Array.from({ length: 7 }, () => [{ start: `${opens}:00`, end: `${opens}:59` }]),
      closedDates: [],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const openingAt = Date.parse(
      `${utcToLocal(new Date(t.clock.now().getTime() + 6 * HOUR), ZONE).slice(0, 10)}T${opens}:00:00-03:00`,
    );

    const rest = PATIENTS.slice(1);
    await attended(PATIENTS.map((p) => p.phone));
    t.clock.advance(2 * HOUR + 60_000);
    await t.app.services.surveyRunner.runOnce();
    for (const p of PATIENTS) expect(await sentTo(p.phone)).toEqual([]);

    // The opening, and its first 15 minutes over which held messages spread.
    t.clock.advance(openingAt - t.clock.now().getTime() + 16 * 60_000);
    await t.app.services.surveyRunner.runOnce();
    await t.app.services.surveyRunner.runOnce();
    for (const p of PATIENTS) expect(await sentTo(p.phone)).toEqual([QUESTION]);

    for (const p of PATIENTS) await writes(p.phone, p.says, p.name);
    const rows = await t.database.db.select().from(satisfactionSurveys);
    expect(
      PATIENTS.map((p) => {
        const row = rows.find((r) => r.chatId === p.phone)!;
        return [row.score, row.professional];
      }),
    ).toEqual(PATIENTS.map((p) => [p.score, 'Dra. Ana']));
    expect(await columnOf(PATIENTS[3]!.phone)).toBe('humanized');
    for (const p of rest.slice(0, 2)) expect(await columnOf(p.phone)).not.toBe('humanized');

    // A visit a day later: no second question within 30 days.
    t.clock.advance(24 * HOUR);
    await attended([rest[0]!.phone]);
    const again = await t.database.db
      .select()
      .from(satisfactionSurveys)
      .where(eq(satisfactionSurveys.chatId, rest[0]!.phone));
    expect(again).toHaveLength(1);
  });
});
