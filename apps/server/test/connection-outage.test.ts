import {
  appointmentEndpoints,
  chatEndpoints,
  connectionEndpoints,
  taskEndpoints,
  utcToLocal,
} from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointmentReminders, connectionEvents, tasks, webInstances } from '../src/db/schema.ts';
import type { MessagingProvider } from '../src/providers/messaging-provider.ts';
import { createZapiProvider } from '../src/providers/zapi/zapi-provider.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import type { TestSimulator } from './helpers/simulator.ts';
import { type TestApp, withoutOpeningHours } from './helpers/test-app.ts';

/**
 * A 20-minute outage on the test's clock, the simulator's phone dropped on command: the board's
 * state says since when, the Responsável is e-mailed once after 5 minutes and once when it comes
 * back, nothing is attempted against the disconnected number (a scheduled message due meanwhile
 * waits, its tries not counted, and goes once after the reconnection), and the patients who wrote
 * during the gap are listed once their messages arrive late.
 */

const MIN = 60_000;
const ZONE = 'America/Sao_Paulo';
const INSTANCE = 'OUTAGE1';
const [ANA, BRUNO] = ['5511950000001', '5511950000002'];

let conn: ConnectedClinic;
let t: TestApp;
let sim: TestSimulator;
let user: SignedInClinic;
/** Every send the adapter was asked for, with the test clock's time: none may fall in the outage. */
const sendCalls: Date[] = [];

beforeAll(async () => {
  conn = await openConnectedClinic({
    instanceId: INSTANCE,
    chatCount: 3,
    anyHour: true,
    provider: (baseUrl, clock) => {
      const real = createZapiProvider({ baseUrl, backoffMs: 0 });
      return {
        ...real,
        sendText: (instance, q) => {
          sendCalls.push(clock.now());
          return real.sendText(instance, q);
        },
      } satisfies MessagingProvider;
    },
  });
  ({ t, sim, clinic: user } = conn);
});
afterAll(() => conn.close());

const outageState = async () => {
  const res = await user.call(connectionEndpoints.outage);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    disconnectedSince: string | null;
    lastOutage: {
      start: string;
      end: string;
      heldSends: number;
      patients: Array<{ chatId: string; name: string; count: number }>;
    } | null;
  };
};
/** The connection alerts the Responsável received (the sign-up code went to them too). */
const mailsTo = () =>
  t.smtp.mails.filter(
    (m) => m.to === user.email.toLowerCase() && m.subject.startsWith('O WhatsApp da clínica'),
  );
const sent = async () =>
  (
    (await sim.control(`/instances/${INSTANCE}/sent`)).body as unknown as Array<{
      phone: string;
      message?: string;
    }>
  ).map((s) => s.message ?? '');
const watch = () => t.app.services.connectionWatch.runOnce();

describe('a 20-minute outage', () => {
  it('is watched, told, paused and recovered', async () => {
    // Ana writes before the drop; a scheduled message to her falls due inside the outage.
    await sim.control(`/instances/${INSTANCE}/inbound`, { phone: ANA, message: 'Oi', name: 'Ana' });
    await expect.poll(() => outageState().then(() => true)).toBe(true);
    await expect
      .poll(async () => (await user.call(chatEndpoints.list)).body.includes(ANA))
      .toBe(true);
    const due = utcToLocal(new Date(t.clock.now().getTime() + 10 * MIN), ZONE).slice(0, 16);
    const made = await user.call(taskEndpoints.create, {
      body: {
        chatId: ANA,
        message: 'Sua receita está pronta',
        scheduledDate: due,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const taskId = made.json().task.id as string;

    // The phone drops: the webhook says so, the board learns since when.
    const droppedAt = t.clock.now().getTime();
    await sim.control(`/instances/${INSTANCE}/disconnect`, { needsRestore: true });
    await expect.poll(async () => (await outageState()).disconnectedSince).not.toBeNull();
    const since = Date.parse((await outageState()).disconnectedSince!);
    expect(Math.abs(since - droppedAt)).toBeLessThan(5_000);
    const [event] = await t.database.db
      .select()
      .from(connectionEvents)
      .where(and(eq(connectionEvents.kind, 'disconnected')));
    expect(event).toMatchObject({ reason: 'webhook' });

    // 4 minutes: below the alert delay, no mail. Bruno writes to the phone that is away.
    t.clock.advance(4 * MIN);
    await watch();
    expect(mailsTo()).toHaveLength(0);
    await sim.control(`/instances/${INSTANCE}/inbound`, {
      phone: BRUNO,
      message: 'Vocês abrem amanhã?',
      name: 'Bruno Lima',
      queue: true,
    });

    // Past 5 minutes: one mail, however many passes look.
    t.clock.advance(2 * MIN);
    await watch();
    await expect.poll(() => mailsTo().length).toBe(1);
    expect(mailsTo()[0]!.subject).toBe('O WhatsApp da clínica está desconectado');
    expect(mailsTo()[0]!.text).toContain('está desconectado desde');

    // The task falls due at 10 minutes; until 20, pass after pass, it waits: nothing attempted.
    const callsBefore = sendCalls.length;
    for (let minute = 6; minute < 20; minute++) {
      t.clock.advance(MIN);
      await t.app.services.taskRunner.runOnce();
      await watch();
    }
    expect(sendCalls.length).toBe(callsBefore);
    expect(mailsTo()).toHaveLength(1);
    const [waiting] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(waiting).toMatchObject({ status: 'pending', lastError: null });
    expect(await sent()).not.toContain('Sua receita está pronta');

    // 20 minutes: the phone is back. Bruno's message arrives late, stamped inside the gap.
    t.clock.advance(MIN);
    await sim.control(`/instances/${INSTANCE}/scan`, {});
    await expect.poll(async () => (await outageState()).disconnectedSince).toBeNull();
    await expect
      .poll(async () => (await outageState()).lastOutage?.patients.map((p) => p.chatId))
      .toEqual([BRUNO]);
    const gap = (await outageState()).lastOutage!;
    expect(gap.patients[0]).toMatchObject({ name: 'Bruno Lima', count: 1 });
    expect(Date.parse(gap.end) - Date.parse(gap.start)).toBeGreaterThanOrEqual(20 * MIN);
    expect(gap.heldSends).toBe(1);

    // 'Voltou': once.
    t.clock.advance(MIN);
    await watch();
    await expect.poll(() => mailsTo().length).toBe(2);
    expect(mailsTo()[1]!.subject).toBe('O WhatsApp da clínica voltou a se conectar');
    t.clock.advance(MIN);
    await watch();
    expect(mailsTo()).toHaveLength(2);

    // The held task goes once, after the reconnection.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(MIN);
      await t.app.services.taskRunner.runOnce();
    }
    expect((await sent()).filter((m) => m === 'Sua receita está pronta')).toHaveLength(1);
    const [done] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(done).toMatchObject({ status: 'executed' });
    expect(done!.executedAt!.getTime()).toBeGreaterThan(droppedAt + 20 * MIN);

    // The Responsável's panel counts it.
    const health = await user.call(connectionEndpoints.health);
    expect(health.statusCode, health.body).toBe(200);
    const figures = health.json();
    expect(figures.outages).toHaveLength(1);
    expect(figures.outages[0].lengthMs).toBeGreaterThanOrEqual(20 * MIN);
    expect(figures.outages[0].end).not.toBeNull();
    expect(figures.uptime7).toBeGreaterThan(0);
    expect(figures.uptime7).toBeLessThan(1);
    expect(figures.days).toHaveLength(14);
    // Summed over the 14 days, not read from the last one: the test's half hour may cross the
    // clinic's midnight (the simulator stamps inbound at the machine's time, the task goes at the
    // test clock's).
    const days = figures.days as Array<{ automatic: number; received: number }>;
    expect(days.reduce((n, d) => n + d.automatic, 0)).toBeGreaterThanOrEqual(1);
    expect(days.reduce((n, d) => n + d.received, 0)).toBeGreaterThanOrEqual(2);
  });

  it('learns of a silent drop from a refused send and of the return from the status check; reminders follow the rule', async () => {
    const other = await signedInClinic(t, 'Dr. Caio Prado');
    await withoutOpeningHours(t, other.token);
    const id = 'OUTAGE2';
    await linkWhatsApp(t, sim, other, id);
    const [CARLA, DANI] = ['5511950000003', '5511950000004'];
    for (const [phone, name] of [
      [CARLA, 'Carla'],
      [DANI, 'Dani'],
    ] as const)
      await sim.control(`/instances/${id}/inbound`, { phone, message: 'Oi', name });
    await expect
      .poll(async () => {
        const body = (await other.call(chatEndpoints.list)).body;
        return body.includes(CARLA) && body.includes(DANI);
      })
      .toBe(true);
    const local = (minutes: number) =>
      utcToLocal(new Date(t.clock.now().getTime() + minutes * MIN), ZONE).slice(0, 16);
    const task = await other.call(taskEndpoints.create, {
      body: {
        chatId: CARLA,
        message: 'Seu exame chegou',
        scheduledDate: local(5),
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    // Carla's reminder falls due at 10 minutes, for an appointment at 70 that passes while the
    // number is down; Dani's at 60, for one at 180, still ahead when it is back at 90.
    const appointment = async (chatId: string, startsIn: number, hoursBefore: number) => {
      const res = await other.call(appointmentEndpoints.create, {
        body: {
          chatId,
          startsAt: local(startsIn),
          professional: 'Dr. Caio Prado',
          remindHoursBefore: [hoursBefore],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().appointment.id as string;
    };
    const carlaAppointment = await appointment(CARLA, 70, 1);
    const daniAppointment = await appointment(DANI, 180, 2);

    // The provider's webhooks about the connection are lost: nothing tells the server.
    const zapi = (path: string) =>
      fetch(`${sim.url}/instances/${id}/token/TOK${id}/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: '' }),
      });
    expect((await zapi('update-webhook-disconnected')).status).toBe(200);
    expect((await zapi('update-webhook-connected')).status).toBe(200);
    await sim.control(`/instances/${id}/disconnect`, { needsRestore: true });

    // The task's send is refused for want of a connection: that is how the drop is learnt.
    t.clock.advance(6 * MIN);
    const before = sendCalls.length;
    await t.app.services.taskRunner.runOnce();
    expect(sendCalls.length).toBe(before + 1);
    const state = async () =>
      (await other.call(connectionEndpoints.outage)).json() as {
        disconnectedSince: string | null;
        lastOutage: { heldSends: number } | null;
      };
    expect((await state()).disconnectedSince).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(webInstances)
      .where(eq(webInstances.instanceId, id));
    // This clinic's changes after its first link (which a webhook or a status call may record).
    const events = async () =>
      (
        await t.database.db
          .select()
          .from(connectionEvents)
          .where(eq(connectionEvents.clinicId, row!.clinicId))
          .orderBy(connectionEvents.at)
      ).slice(1);
    expect((await events()).map((e) => e.reason)).toContain('send-failure');
    const [held] = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, task.json().task.id));
    expect(held).toMatchObject({ status: 'pending', lastError: null });

    // Until 90 minutes nothing more is attempted; Carla's appointment passes meanwhile.
    for (let minute = 6; minute < 90; minute += 5) {
      t.clock.advance(5 * MIN);
      await t.app.services.taskRunner.runOnce();
      await t.app.services.reminderRunner.runOnce();
    }
    expect(sendCalls.length).toBe(before + 1);

    // The phone is back, silently too: the status check (every 2 minutes) finds it.
    await sim.control(`/instances/${id}/scan`, {});
    t.clock.advance(2 * MIN);
    await watch();
    expect((await state()).disconnectedSince).toBeNull();
    expect((await events()).map((e) => [e.kind, e.reason])).toEqual([
      ['disconnected', 'send-failure'],
      ['connected', 'status-check'],
    ]);

    for (let i = 0; i < 3; i++) {
      t.clock.advance(MIN);
      await t.app.services.taskRunner.runOnce();
      await t.app.services.reminderRunner.runOnce();
    }
    const texts = (
      (await sim.control(`/instances/${id}/sent`)).body as unknown as Array<{
        phone: string;
        message?: string;
      }>
    ).map((m) => [m.phone, m.message ?? '']);
    expect(texts.filter(([, m]) => m === 'Seu exame chegou')).toHaveLength(1);
    expect(texts.filter(([p]) => p === DANI)).toHaveLength(1);
    expect(texts.filter(([p]) => p === CARLA)).toHaveLength(1);
    const reminderOf = async (appointmentId: string) =>
      (
        await t.database.db
          .select()
          .from(appointmentReminders)
          .where(eq(appointmentReminders.appointmentId, appointmentId))
      )[0];
    // Too late: its appointment passed during the outage, so it is never claimed again (nor sent).
    expect((await reminderOf(carlaAppointment))?.status).not.toBe('sent');
    expect(await reminderOf(daniAppointment)).toMatchObject({ status: 'sent' });
    // Held and re-timed: the task and both reminders, once each.
    expect((await state()).lastOutage?.heldSends).toBe(3);
  });
});
