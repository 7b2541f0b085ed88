import { appointmentEndpoints, privacyEndpoints, chatEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { localDateInDays, type TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Retention: 'Apagar conversas sem atividade há N meses' is off by default, says how
 * many chats a value would erase before it is saved, and the scheduler applies it once a day,
 * each run in the access log.
 */

let conn: ConnectedClinic;
let t: TestApp;
let user: SignedInClinic;
const OLD = '5511987650031';
const RECENT = '5511987650032';
/** Quiet as long as OLD, but with an appointment to come: alive for the clinic. */
const PLANNED = '5511987650033';
const DAY = 24 * 3_600_000;

const boardIds = async () =>
  ((await user.callFresh(chatEndpoints.list)).json().chats as Array<{ chatId: string }>).map(
    (c) => c.chatId,
  );

const runs = async () =>
  (
    (await user.callFresh(privacyEndpoints.accessLog)).json().entries as Array<{
      kind: string;
      detail: string;
      memberName: string | null;
    }>
  ).filter((e) => e.kind === 'retention');

beforeAll(async () => {
  // Months pass on the test's clock: every call signs in again when the session expired.
  conn = await openConnectedClinic({ instanceId: 'RETAIN1' });
  ({ t, clinic: user } = conn);
  await conn.inbound({
    phone: OLD,
    name: 'Antigo',
    message: 'Oi',
  });
  await conn.inbound({
    phone: PLANNED,
    name: 'Com consulta',
    message: 'Oi',
  });
  await waitFor(boardIds, (ids) => ids.includes(OLD) && ids.includes(PLANNED));
  // Seven months later, another patient writes, and the quiet one gets an appointment.
  t.clock.advance(7 * 30 * DAY);
  await conn.inbound({
    phone: RECENT,
    name: 'Recente',
    message: 'Oi',
  });
  await waitFor(boardIds, (ids) => ids.includes(RECENT));
  const booked = await user.callFresh(appointmentEndpoints.create, {
    body: {
      chatId: PLANNED,
      startsAt: localDateInDays(10, t.clock),
      professional: 'Dra. Ana',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
});
afterAll(() => conn.close());

describe('retention', () => {
  it('is off until chosen, and says what a value would erase before it is saved', async () => {
    expect((await user.callFresh(privacyEndpoints.retention)).json()).toMatchObject({
      months: null,
    });
    const six = await user.callFresh(privacyEndpoints.retentionPreview, { query: { months: '6' } });
    expect(six.json()).toMatchObject({ count: 1 });
    const twelve = await user.callFresh(privacyEndpoints.retentionPreview, {
      query: { months: '12' },
    });
    expect(twelve.json()).toMatchObject({ count: 0 });
    for (const months of [3, 121, 6.5, '6'])
      expect(
        (await user.callLoose(privacyEndpoints.setRetention, { body: { months } })).json().message,
      ).toBe('Escolha de 6 a 120 meses, ou desligado.');
    // Off: the scheduler touches nothing.
    await t.app.services.retentionRunner.runOnce();
    expect(await boardIds()).toContain(OLD);
    expect(await runs()).toEqual([]);
  });

  it('erases the inactive chats once a day, each run in the access log', async () => {
    const saved = await user.callFresh(privacyEndpoints.setRetention, { body: { months: 6 } });
    expect(saved.json()).toMatchObject({ months: 6, message: 'Retenção salva' });
    expect(await t.app.services.retentionRunner.runOnce()).toBe(1);
    expect((await boardIds()).sort()).toEqual([RECENT, PLANNED].sort());
    expect(await runs()).toEqual([
      expect.objectContaining({
        memberName: null,
        detail: '1 conversa sem atividade há 6 meses',
      }),
    ]);
    // The same day: not again.
    expect(await t.app.services.retentionRunner.runOnce()).toBe(0);
    t.clock.advance(DAY);
    expect(await t.app.services.retentionRunner.runOnce()).toBe(1);
    expect((await runs()).map((r) => r.detail)).toEqual([
      '0 conversas sem atividade há 6 meses',
      '1 conversa sem atividade há 6 meses',
    ]);
    expect((await boardIds()).sort()).toEqual([RECENT, PLANNED].sort());

    await user.callFresh(privacyEndpoints.setRetention, { body: { months: null } });
    t.clock.advance(DAY);
    expect(await t.app.services.retentionRunner.runOnce()).toBe(0);
  });
});
