import { connectionEndpoints, MSG, taskEndpoints, utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webInstances } from '../src/db/schema.ts';
import { instancesAdminRepo } from '../src/modules/instances/index.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { seedInstance, seedLinkedNumber } from './helpers/seed-instance.ts';
import { withoutOpeningHours } from './helpers/test-app.ts';
import { zapiText } from './helpers/zapi-webhook.ts';

/**
 * Issue 48, 'Saúde do número' and the outage state of each of a clinic's numbers: the main one
 * (linked on the Z-API simulator) and a second Z-API number beside it. The second number drops
 * and comes back; its outage, its messages and who wrote meanwhile are its own, the main number's
 * figures are left as they were, and a number of another clinic is unknown.
 */

const MIN = 60_000;
const ZONE = 'America/Sao_Paulo';
const SECOND = { instanceId: 'HEALTHN2', token: 'TOKHEALTHN2', phone: '5511955554802' };
const [ANA, BRUNO, CARLA] = ['5511950004801', '5511950004802', '5511950004803'];

let c: ConnectedClinic;
let clinicId: string;
let mainId: string;
let secondId: string;
let secondSecret: string;
let other: SignedInClinic;
let otherNumberId: string;

beforeAll(async () => {
  c = await openConnectedClinic({ instanceId: 'HEALTHMAIN' });
  const db = c.t.database.db;
  clinicId = (await instancesAdminRepo.clinicOf(db, c.clinic.id))!;
  mainId = (await db.select().from(webInstances).where(eq(webInstances.clinicId, clinicId)))[0]!.id;
  await c.sim.control('/instances', { ...SECOND, id: SECOND.instanceId, connected: true });
  secondId = await seedLinkedNumber(c.t, clinicId, {
    ...SECOND,
    suffix: ':n2',
    linkedAt: c.t.clock.now(),
  });
  const [row] = await db
    .update(webInstances)
    .set({ label: 'Financeiro' })
    .where(eq(webInstances.id, secondId))
    .returning();
  secondSecret = row!.webhookSecret;

  other = await signedInClinic(c.t, 'Dr. Caio Prado');
  otherNumberId = (await seedInstance(c.t, other.id, { instanceId: 'HEALTHOTHER' })).id;
}, 120_000);
afterAll(() => c?.close());

const health = async (numberId?: string) =>
  (await c.clinic.call(connectionEndpoints.health, numberId ? { query: { numberId } } : {})).data();
const outage = async (numberId?: string) =>
  (await c.clinic.call(connectionEndpoints.outage, numberId ? { query: { numberId } } : {})).data();
const received = (figures: { days: Array<{ received: number }> }) =>
  figures.days.reduce((n, d) => n + d.received, 0);
/** The second number's gateway tells the app it dropped or came back, as Z-API's callbacks do. */
const secondReports = (type: 'DisconnectedCallback' | 'ConnectedCallback') =>
  c.t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secondSecret}`,
    payload: { type, instanceId: SECOND.instanceId, momment: c.t.clock.now().getTime() },
  });

describe("each number's health and outage", () => {
  it('keeps the outage, the messages and the gap of the second number its own', async () => {
    // Ana writes to the main number, Bruno to the second.
    expect((await c.writes(ANA, 'Oi, é da clínica?', { name: 'Ana' })).statusCode).toBe(200);
    expect(
      (await zapiText(c.t, secondSecret, BRUNO, 'Segunda via', { name: 'Bruno' })).statusCode,
    ).toBe(200);
    await expect.poll(async () => received(await health(secondId))).toBe(1);
    expect(received(await health())).toBe(1);

    // The second number drops; ten minutes later Carla's message to it comes in.
    const droppedAt = c.t.clock.now().getTime();
    expect((await secondReports('DisconnectedCallback')).statusCode).toBe(200);
    await expect.poll(async () => (await outage(secondId)).disconnectedSince).not.toBeNull();
    c.t.clock.advance(10 * MIN);
    expect(
      (await zapiText(c.t, secondSecret, CARLA, 'Estão aí?', { name: 'Carla' })).statusCode,
    ).toBe(200);

    // While it is down: since when, and who wrote so far, for it alone.
    await expect
      .poll(async () => (await outage(secondId)).currentOutage?.patients.map((p) => p.chatId))
      .toEqual([`${CARLA}:n2`]);
    const down = await outage(secondId);
    expect(Math.abs(Date.parse(down.disconnectedSince!) - droppedAt)).toBeLessThan(5_000);
    expect(down.currentOutage).toMatchObject({ start: down.disconnectedSince, heldSends: 0 });
    expect(down.currentOutage!.patients[0]).toMatchObject({ name: 'Carla', count: 1 });
    // The main number is up: no banner, no gap (the same without the id).
    const mainState = {
      success: true,
      disconnectedSince: null,
      lastOutage: null,
      currentOutage: null,
    };
    expect(await outage()).toEqual(mainState);
    expect(await outage(mainId)).toEqual(mainState);

    const secondHealth = await health(secondId);
    expect(secondHealth.outages).toHaveLength(1);
    expect(secondHealth.outages[0]).toMatchObject({ end: null, reason: 'webhook' });
    expect(secondHealth.outages[0]!.lengthMs).toBeGreaterThanOrEqual(10 * MIN);
    expect(received(secondHealth)).toBe(2);
    expect(secondHealth.uptime7).toBeLessThan(1);
    const mainHealth = await health();
    expect(mainHealth.outages).toEqual([]);
    expect(mainHealth.uptime7).toBe(1);
    expect(received(mainHealth)).toBe(1);
    expect(await health(mainId)).toEqual(mainHealth);

    // It comes back: the gap it left is the second number's 'Enquanto esteve desconectado'.
    c.t.clock.advance(5 * MIN);
    expect((await secondReports('ConnectedCallback')).statusCode).toBe(200);
    await expect.poll(async () => (await outage(secondId)).disconnectedSince).toBeNull();
    const back = await outage(secondId);
    expect(back.currentOutage).toBeNull();
    expect(back.lastOutage?.patients.map((p) => p.chatId)).toEqual([`${CARLA}:n2`]);
    expect(
      Date.parse(back.lastOutage!.end) - Date.parse(back.lastOutage!.start),
    ).toBeGreaterThanOrEqual(15 * MIN);
    expect(await outage()).toEqual(mainState);
    expect((await health(secondId)).outages[0]!.end).toBe(back.lastOutage!.end);
  });

  it('e-mails the second number’s outage by its name and counts its held sends, whatever the main number does meanwhile', async () => {
    const watch = () => c.t.app.services.connectionWatch.runOnce();
    const mails = () =>
      c.t.smtp.mails.filter(
        (m) =>
          m.to === c.clinic.email.toLowerCase() && m.subject.startsWith('O WhatsApp da clínica'),
      );
    // What the first test left (an outage that ended, never mailed) is looked at: nothing goes.
    await watch();
    const before = mails().length;

    // The second number drops: its phone (the status check) and its callback say so.
    await c.sim.control(`/instances/${SECOND.instanceId}/disconnect`, {});
    expect((await secondReports('DisconnectedCallback')).statusCode).toBe(200);
    await expect.poll(async () => (await outage(secondId)).disconnectedSince).not.toBeNull();
    const droppedAt = c.t.clock.now().getTime();

    // The main number drops and comes back a minute later: a short outage of its own, no mail,
    // and no say in whether the second number is still down.
    c.t.clock.advance(MIN);
    await c.sim.control('/instances/HEALTHMAIN/disconnect', {});
    await expect.poll(async () => (await outage()).disconnectedSince).not.toBeNull();
    c.t.clock.advance(MIN);
    await c.sim.control('/instances/HEALTHMAIN/scan', {});
    await expect.poll(async () => (await outage()).disconnectedSince).toBeNull();

    // A scheduled message to Bruno, on the second number, falls due: it waits, and is counted on
    // the second number's outage, not on the main number's later one.
    await withoutOpeningHours(c.t, c.clinic.token);
    const made = await c.clinic.call(taskEndpoints.create, {
      body: {
        chatId: `${BRUNO}:n2`,
        message: 'Seu boleto vence amanhã',
        scheduledDate: utcToLocal(new Date(c.t.clock.now().getTime() + MIN), ZONE).slice(0, 16),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    c.t.clock.advance(2 * MIN);
    await c.t.app.services.taskRunner.runOnce();
    await expect.poll(async () => (await outage(secondId)).currentOutage?.heldSends).toBe(1);
    expect((await outage()).lastOutage?.heldSends).toBe(0);

    // Past the 5 minutes of the second number's outage: one mail, naming it.
    c.t.clock.advance(droppedAt + 6 * MIN - c.t.clock.now().getTime());
    await watch();
    await expect.poll(() => mails().length).toBe(before + 1);
    const down = mails().at(-1)!;
    expect(down.subject).toBe('O WhatsApp da clínica está desconectado');
    expect(down.text).toMatch(/O WhatsApp de .+ \(número Financeiro\) está desconectado desde /);

    // It comes back at 7 minutes: 'voltou', about it, counted from its own drop.
    c.t.clock.advance(droppedAt + 7 * MIN - c.t.clock.now().getTime());
    await c.sim.control(`/instances/${SECOND.instanceId}/scan`, {});
    expect((await secondReports('ConnectedCallback')).statusCode).toBe(200);
    await expect.poll(async () => (await outage(secondId)).disconnectedSince).toBeNull();
    c.t.clock.advance(MIN);
    await watch();
    await expect.poll(() => mails().length).toBe(before + 2);
    const back = mails().at(-1)!;
    expect(back.subject).toBe('O WhatsApp da clínica voltou a se conectar');
    expect(back.text).toMatch(
      /\(número Financeiro\) voltou a se conectar às \d\d:\d\d, depois de 7 min desconectado/,
    );
  });

  it("answers 404 in pt-BR for another clinic's number or an unknown one, 400 for a malformed id", async () => {
    for (const numberId of [otherNumberId, 'a0000000-0000-4000-8000-000000000048']) {
      for (const endpoint of [connectionEndpoints.health, connectionEndpoints.outage]) {
        const res = await c.clinic.call(endpoint, { query: { numberId } });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: MSG.clinicNumbers.notFound });
      }
    }
    const bad = await c.clinic.callLoose(connectionEndpoints.health, {
      query: { numberId: 'financeiro' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.clinicNumbers.filterInvalid);
    // The other clinic reads its own number, by its id or as its main one.
    for (const query of [{ numberId: otherNumberId }, undefined]) {
      const res = await other.call(connectionEndpoints.health, query ? { query } : {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data().outages).toEqual([]);
    }
  });
});
