import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  localDateInDays,
  post,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Retention: 'Apagar conversas sem atividade há N meses' is off by default, says how
 * many chats a value would erase before it is saved, and the scheduler applies it once a day,
 * each run in the access log.
 */

let t: TestApp;
let sim: TestSimulator;
let user: Awaited<ReturnType<typeof signUp>>;
let token: string;
let instanceId: string;
const OLD = '5511987650031';
const RECENT = '5511987650032';
/** Quiet as long as OLD, but with an appointment to come: alive for the clinic. */
const PLANNED = '5511987650033';
const DAY = 24 * 3_600_000;

/** A call as the Responsável; months pass on the test's clock, so the session is renewed. */
async function call(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  const res = await callAs(t, token, method, url, body);
  if (res.statusCode !== 401) return res;
  token = (await post(t.app, '/auth/login', { email: user.email, password: user.password })).json()
    .token as string;
  return callAs(t, token, method, url, body);
}

const boardIds = async () =>
  ((await call('GET', '/dashboard/zapi/chats')).json().chats as Array<{ chatId: string }>).map(
    (c) => c.chatId,
  );

const runs = async () =>
  (
    (await call('GET', '/dashboard/privacy/access-log')).json().entries as Array<{
      kind: string;
      detail: string;
      memberName: string | null;
    }>
  ).filter((e) => e.kind === 'retention');

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
  user = await signUp(t);
  token = user.token;
  instanceId = await linkWhatsApp(t, sim, user, 'RETAIN1');
  await sim.control(`/instances/${instanceId}/inbound`, {
    phone: OLD,
    name: 'Antigo',
    message: 'Oi',
  });
  await sim.control(`/instances/${instanceId}/inbound`, {
    phone: PLANNED,
    name: 'Com consulta',
    message: 'Oi',
  });
  await waitFor(boardIds, (ids) => ids.includes(OLD) && ids.includes(PLANNED));
  // Seven months later, another patient writes, and the quiet one gets an appointment.
  t.clock.advance(7 * 30 * DAY);
  await sim.control(`/instances/${instanceId}/inbound`, {
    phone: RECENT,
    name: 'Recente',
    message: 'Oi',
  });
  await waitFor(boardIds, (ids) => ids.includes(RECENT));
  const booked = await call('POST', '/dashboard/appointments', {
    chatId: PLANNED,
    startsAt: localDateInDays(10, t.clock),
    professional: 'Dra. Ana',
  });
  expect(booked.statusCode, booked.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

describe('retention', () => {
  it('is off until chosen, and says what a value would erase before it is saved', async () => {
    expect((await call('GET', '/dashboard/settings/retention')).json()).toMatchObject({
      months: null,
    });
    const six = await call('GET', '/dashboard/settings/retention/preview?months=6');
    expect(six.json()).toMatchObject({ count: 1 });
    const twelve = await call('GET', '/dashboard/settings/retention/preview?months=12');
    expect(twelve.json()).toMatchObject({ count: 0 });
    for (const months of [3, 121, 6.5, '6'])
      expect((await call('PUT', '/dashboard/settings/retention', { months })).json().message).toBe(
        'Escolha de 6 a 120 meses, ou desligado.',
      );
    // Off: the scheduler touches nothing.
    await t.app.services.retentionRunner.runOnce();
    expect(await boardIds()).toContain(OLD);
    expect(await runs()).toEqual([]);
  });

  it('erases the inactive chats once a day, each run in the access log', async () => {
    const saved = await call('PUT', '/dashboard/settings/retention', { months: 6 });
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

    await call('PUT', '/dashboard/settings/retention', { months: null });
    t.clock.advance(DAY);
    expect(await t.app.services.retentionRunner.runOnce()).toBe(0);
  });
});
