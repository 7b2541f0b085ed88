import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { utcToLocal } from '@conecta/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../src/db/client.ts';
import {
  appointmentReminders,
  appointments,
  clinicMembers,
  messages,
  tasks,
  users,
  webInstances,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { filesHolding, filesUnder } from './helpers/files-at-rest.ts';
import { startS3Server, type TestS3 } from './helpers/s3-server.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import { openStream } from './helpers/sse-client.ts';
import { createTestClock } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

/**
 * Two real server processes (`main.ts`) on one PostgreSQL database, as a deployment with two
 * instances behind a balancer. PGlite is one process by nature, so this file runs only where
 * TEST_DATABASE_URL names a PostgreSQL server (CI runs the API tests there too).
 */

const INSTANCE = 'DUASINST';
const TOKEN = 'TOKDUAS';
const ADMIN = { email: 'admin@duas.test', password: 'senha-do-admin-123' };
// The account's time zone when none was given at sign-up.
const TZ = 'America/Sao_Paulo';

interface SendWindow {
  url: string;
  sends: number;
  server: Server;
}

/**
 * The one simulator seen through a window per process, so the test can tell which process made
 * each send while the simulator keeps one send log.
 */
async function openWindow(sim: TestSimulator): Promise<SendWindow> {
  const window = { url: '', sends: 0, server: undefined as unknown as Server };
  window.server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.endsWith('/send-text')) window.sends++;
    sim.sim.handler(req, res);
  });
  await new Promise<void>((resolve) => window.server.listen(0, '127.0.0.1', resolve));
  window.url = `http://127.0.0.1:${(window.server.address() as AddressInfo).port}`;
  return window;
}

/** Waits for `check` to answer true (expect.poll works only inside a test). */
async function until(check: () => Promise<unknown>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('a condição não foi atingida a tempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

describe('two server processes on one PostgreSQL database', () => {
  let database: Database & { url?: string };
  let sim: TestSimulator;
  let s3: TestS3;
  let windows: SendWindow[];
  let one: ServerProcess;
  let two: ServerProcess;
  let token: string;
  let userId: string;

  const inbound = (phone: string, message: string) =>
    sim.control(`/instances/${INSTANCE}/inbound`, { phone, name: 'Marta Reis', message });

  beforeAll(async () => {
    database = await createTestDatabase();
    // The servers are child processes on the real clock; a clock never moved is that clock.
    sim = await startSimulator({ clock: createTestClock(), chatCount: 3 });
    windows = [await openWindow(sim), await openWindow(sim)];
    // Media in one object store, as processes on two machines share it (MEDIA_STORE=s3).
    s3 = await startS3Server();
    const shared = {
      DATABASE_URL: database.url!,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MEDIA_KEY: randomBytes(32).toString('base64url'),
      ...s3.env,
      PROVIDER: 'zapi',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request is logged, so the run's credential scan reads these processes too.
      LOG_LEVEL: 'info',
      // This file is about each send going out once; the per-minute budget is
      // automatic-send-rate.test.ts's.
      AUTOMATIC_SENDS_PER_MINUTE: '10000',
      // Nor the number's pace (send-pacing.test.ts's): no cap, warm-up or spacing here.
      AUTOMATIC_DAILY_CAP: '100000',
      AUTOMATIC_WARM_UP: 'false',
      AUTOMATIC_SEND_GAP_SECONDS: '0',
      AUTOMATIC_SEND_GAP_EXTRA_SECONDS: '0',
    };
    // One after the other: the second finds the admin account already made by the first.
    one = await startServerProcess({ ...shared, ZAPI_BASE_URL: windows[0]!.url });
    two = await startServerProcess({ ...shared, ZAPI_BASE_URL: windows[1]!.url });

    // The account made from ADMIN_EMAIL gives itself an instance and links WhatsApp through
    // process one, so the simulator's webhooks go to process one.
    const login = await call(one.url, 'POST', '/auth/login', { body: ADMIN });
    expect(login.status, `${JSON.stringify(login.body)}\n${one.output.join('')}`).toBe(200);
    token = login.body.token as string;
    userId = login.body.id as string;
    const created = await call(one.url, 'POST', '/api/dev/webinstances', {
      token,
      body: { userId, suaInstancia: INSTANCE, seuToken: TOKEN, connectedPhone: '5511999990000' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await call(one.url, 'GET', '/dashboard/zapi/qr-code', { token });
    expect((await sim.control(`/instances/${INSTANCE}/scan`, {})).status).toBeLessThan(300);
    await until(
      async () => (await call(one.url, 'GET', '/dashboard/zapi/status', { token })).body.connected,
    );
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    for (const w of windows ?? []) w.server.close();
    await sim?.close();
    await s3?.close();
    await database?.close();
  });

  it('sends 200 tasks due at the same second exactly once, shared between the two processes', async () => {
    const phones = ['5511955551001', '5511955551002'];
    for (const phone of phones) {
      expect((await inbound(phone, 'Oi, tudo bem?')).status).toBe(201);
    }
    await expect
      .poll(async () => {
        const res = await call(one.url, 'GET', '/dashboard/zapi/chats', { token });
        const list = (res.body.chats ?? []) as Array<{ chatId: string }>;
        return phones.every((p) => list.some((c) => c.chatId === p));
      })
      .toBe(true);

    // Created through both processes, all for one second an hour ahead; then that second is
    // brought to just ahead (the processes run on the real clock: no waiting for it).
    const scheduledDate = utcToLocal(
      new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000),
      TZ,
    );
    const texts = Array.from({ length: 200 }, (_, i) => `Lote ${i}`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < texts.length) {
          const i = next++;
          const res = await call(i % 2 ? two.url : one.url, 'POST', '/api/tasks', {
            token,
            body: { chatId: phones[i % 2], message: texts[i], scheduledDate },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        }
      }),
    );
    const dueAt = new Date(Date.now() + 1500);
    const moved = await database.db
      .update(tasks)
      .set({ dueAt, nextAttemptAt: dueAt })
      .where(and(eq(tasks.clinicId, userId), like(tasks.message, 'Lote %')))
      .returning({ id: tasks.id });
    expect(moved).toHaveLength(200);

    type Sent = { message?: string; at: number };
    const sentLog = async () =>
      ((await sim.control(`/instances/${INSTANCE}/sent`)).body as unknown as Sent[]).filter((s) =>
        s.message?.startsWith('Lote '),
      );
    await expect
      .poll(async () => new Set((await sentLog()).map((s) => s.message)).size, { timeout: 60_000 })
      .toBe(200);
    // Two more scheduler ticks on each process: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 2500));
    const sent = await sentLog();
    expect(sent).toHaveLength(200);
    expect(new Set(sent.map((s) => s.message))).toEqual(new Set(texts));

    const first = Math.min(...sent.map((s) => s.at));
    const last = Math.max(...sent.map((s) => s.at));
    expect(first).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(first - dueAt.getTime()).toBeLessThanOrEqual(2000);
    // Both processes claimed work: the exactly-once above was contended, not one process alone.
    const [sendsOne, sendsTwo] = windows.map((w) => w.sends);
    expect(sendsOne! + sendsTwo!).toBe(200);
    expect(sendsOne).toBeGreaterThan(0);
    expect(sendsTwo).toBeGreaterThan(0);
    console.info(
      `200 tarefas: primeira ${first - dueAt.getTime()} ms após o horário, última ${last - dueAt.getTime()} ms; ` +
        `processo 1 enviou ${sendsOne}, processo 2 enviou ${sendsTwo}`,
    );

    const rows = await database.db
      .select({ status: tasks.status, executedAt: tasks.executedAt })
      .from(tasks)
      .where(and(eq(tasks.clinicId, userId), like(tasks.message, 'Lote %')));
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.status === 'executed' && r.executedAt !== null)).toBe(true);
    const recorded = await database.db
      .select({ id: messages.messageId })
      .from(messages)
      .where(and(eq(messages.clinicId, userId), like(messages.content, 'Lote %')));
    expect(recorded).toHaveLength(200);
  }, 120_000);

  it('sends 200 appointment reminders due at the same minute exactly once between the two processes', async () => {
    const phones = ['5511955552001', '5511955552002', '5511955552003', '5511955552004'];
    for (const phone of phones) expect((await inbound(phone, 'Quero marcar')).status).toBe(201);
    await until(async () => {
      const res = await call(one.url, 'GET', '/dashboard/zapi/chats', { token });
      const list = (res.body.chats ?? []) as Array<{ chatId: string }>;
      return phones.every((p) => list.some((c) => c.chatId === p));
    });
    const before = windows.map((w) => w.sends);

    // Appointments are set to the minute, all at one minute two hours ahead, reminded an hour
    // before. The processes run on the real clock: rather than wait up to a minute and a half for
    // that minute, the reminders' due time is then brought to one instant just ahead, the moment a
    // clinic's busy minute comes.
    const startsAt = utcToLocal(new Date(Date.now() + 2 * 3_600_000), TZ).slice(0, 16);
    // More than one pass's claim (BATCH, 100): however fast one process sends, the other finds
    // reminders left to claim. A tag of this try, so that a retry counts only its own.
    const run = randomBytes(3).toString('hex');
    const professionals = Array.from({ length: 200 }, (_, i) => `Profissional ${run}-${i}`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < professionals.length) {
          const i = next++;
          const res = await call(i % 2 ? two.url : one.url, 'POST', '/dashboard/appointments', {
            token,
            body: {
              chatId: phones[i % phones.length],
              startsAt,
              professional: professionals[i],
              remindHoursBefore: [1],
            },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        }
      }),
    );
    const dueAt = new Date(Date.now() + 1500);
    const moved = await database.db
      .update(appointmentReminders)
      .set({ nextAttemptAt: dueAt })
      .where(
        inArray(
          appointmentReminders.appointmentId,
          database.db
            .select({ id: appointments.id })
            .from(appointments)
            .where(like(appointments.professional, `Profissional ${run}-%`)),
        ),
      )
      .returning({ id: appointmentReminders.id });
    expect(moved).toHaveLength(200);

    const reminded = async () =>
      (
        (await sim.control(`/instances/${INSTANCE}/sent`)).body as unknown as Array<{
          message?: string;
          at: number;
        }>
      ).filter((s) => s.message?.includes(`, com Profissional ${run}-`));
    await expect
      .poll(async () => (await reminded()).length, { timeout: 100_000, interval: 500 })
      .toBeGreaterThanOrEqual(200);
    // Two more scheduler ticks on each process: nothing goes a second time.
    await new Promise((r) => setTimeout(r, 2500));
    const sent = await reminded();
    expect(sent).toHaveLength(200);
    expect(new Set(sent.map((s) => /com (Profissional [\w-]+)\./.exec(s.message!)?.[1]))).toEqual(
      new Set(professionals),
    );
    expect(Math.min(...sent.map((s) => s.at))).toBeGreaterThanOrEqual(dueAt.getTime());
    const [byOne, byTwo] = windows.map((w, i) => w.sends - before[i]!);
    expect(byOne! + byTwo!).toBe(200);
    // Both processes claimed reminders: the exactly-once above was contended.
    expect(byOne).toBeGreaterThan(0);
    expect(byTwo).toBeGreaterThan(0);
    // The 200 sends' status webhooks (sent, delivered, read) are still arriving at process one:
    // the next test times one webhook, so this one ends once they have all been delivered.
    const delivered = async () =>
      ((await sim.control(`/instances/${INSTANCE}/webhooks`)).body as unknown as unknown[]).length;
    let last = -1;
    await until(async () => {
      // Half a second without a new one: the simulator sends them as it goes.
      await new Promise((r) => setTimeout(r, 400));
      const now = await delivered();
      const still = now === last;
      last = now;
      return still;
    }, 60_000);
  }, 150_000);

  it("gives a freed slot to exactly one of two patients answering '1' at once, each to another process", async () => {
    const [freedBy, ana, bia] = ['5511955553001', '5511955553002', '5511955553003'];
    for (const phone of [freedBy, ana, bia]) expect((await inbound(phone, 'Oi')).status).toBe(201);
    await until(async () => {
      const res = await call(one.url, 'GET', '/dashboard/zapi/chats', { token });
      const list = (res.body.chats ?? []) as Array<{ chatId: string }>;
      return [freedBy, ana, bia].every((p) => list.some((c) => c.chatId === p));
    });
    // An offer keeps the opening hours; this is about who gets the slot, at any hour it runs.
    const hours = await call(one.url, 'GET', '/dashboard/settings/opening-hours', { token });
    const closedOff = await call(one.url, 'PUT', '/dashboard/settings/opening-hours', {
      token,
      body: { ...(hours.body.hours as object), enabled: false },
    });
    expect(closedOff.status, JSON.stringify(closedOff.body)).toBe(200);
    for (const chatId of [ana, bia]) {
      const res = await call(one.url, 'POST', '/dashboard/waiting-list', {
        token,
        body: { chatId, procedure: 'Limpeza' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const startsAt = `${utcToLocal(new Date(Date.now() + 86_400_000), TZ).slice(0, 10)}T10:00`;
    const booked = await call(one.url, 'POST', '/dashboard/appointments', {
      token,
      body: { chatId: freedBy, startsAt, professional: 'Dra. Vaga', remindHoursBefore: [2] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const freedId = (booked.body.appointment as { id: string }).id;
    await call(two.url, 'DELETE', `/dashboard/appointments/${freedId}`, { token });
    const offered = await call(two.url, 'POST', '/dashboard/waiting-list/offers', {
      token,
      body: { appointmentId: freedId },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const sentTo = async (phone: string) =>
      (
        (await sim.control(`/instances/${INSTANCE}/sent`)).body as unknown as Array<{
          phone: string;
          message?: string;
        }>
      )
        .filter((m) => m.phone === phone)
        .map((m) => m.message ?? '');
    await until(
      async () => (await sentTo(ana)).length > 0 && (await sentTo(bia)).length > 0,
      30_000,
    );

    // Both answer '1' in the same instant, one to each process.
    const [instance] = await database.db
      .select({ secret: webInstances.webhookSecret })
      .from(webInstances)
      .where(eq(webInstances.instanceId, INSTANCE));
    const answer = (base: string, phone: string) =>
      fetch(`${base}/webhooks/zapi/${instance!.secret}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'ReceivedCallback',
          messageId: `VAGA-${phone}`,
          phone,
          fromMe: false,
          senderName: phone,
          momment: Date.now(),
          text: { message: '1' },
        }),
      });
    const answers = await Promise.all([answer(one.url, ana), answer(two.url, bia)]);
    for (const res of answers) expect(res.status).toBe(200);

    const slotOf = async (phone: string) =>
      (
        (await call(one.url, 'GET', `/dashboard/chats/${phone}/appointments`, { token })).body
          .appointments as Array<{ startsAt: string; state: string }>
      ).filter((a) => a.startsAt === startsAt);
    const [ofAna, ofBia] = [await slotOf(ana), await slotOf(bia)];
    expect(ofAna.length + ofBia.length).toBe(1);
    // The other is told it was taken, once.
    const loser = ofAna.length === 1 ? bia : ana;
    await until(async () => (await sentTo(loser)).length === 2, 30_000);
    expect((await sentTo(loser))[1]).toContain('já foi preenchido por outro paciente');
  }, 120_000);

  it('passes a webhook received by one process to a stream open on the other within a second', async () => {
    const stream = await openStream(`${two.url}/api/notifications/stream?token=${token}`);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'connected');
      const text = `chegou pelo outro servidor ${Date.now()}`;
      const started = Date.now();
      expect((await inbound('5511955551003', text)).status).toBe(201);
      const event = await stream.waitFor(
        (e) => e.event === 'new-message' && e.data.message === text,
        5000,
      );
      const elapsed = Date.now() - started;
      expect(event.data).toMatchObject({ chatId: '5511955551003', chatName: 'Marta Reis' });
      expect(elapsed).toBeLessThan(1000);
      // The simulator delivered the webhook to process one, not to the process the stream is on.
      // It logs a webhook once its POST is answered, which can come after the stream's event (a
      // read at once found none, red on PostgreSQL in a clean-clone run): wait for the entry.
      let received: string[] = [];
      await until(async () => {
        const hooks = (await sim.control(`/instances/${INSTANCE}/webhooks`))
          .body as unknown as Array<{ url: string; at: number }>;
        received = hooks.filter((h) => h.at >= started).map((h) => new URL(h.url).port);
        return received.length > 0;
      }, 10_000);
      expect(new Set(received)).toEqual(new Set([String(one.port)]));
    } finally {
      await stream.close();
    }
  });

  it('serves a voice note received by one process from the other, through the object store', async () => {
    const phone = '5511955551004';
    // The simulator's webhooks go to process one, which downloads the file into the bucket. Asked
    // through process one's window, the simulator names its file by that address: the provider's
    // own, which the process trusts (any other private address is refused as a media link).
    const sent = await fetch(`${windows[0]!.url}/_sim/instances/${INSTANCE}/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, audio: true }),
    });
    expect(sent.status).toBe(201);
    type Audio = { fromMe: boolean; audioUrl: string | null };
    const stored = async (base: string) =>
      (
        (await call(base, 'GET', `/dashboard/messages/${phone}`, { token })).body.audios as
          Audio[] | undefined
      )?.find((a) => !a.fromMe && a.audioUrl?.startsWith('/dashboard/media/'));
    await expect.poll(() => stored(one.url), { timeout: 30_000 }).toBeTruthy();
    const audio = (await stored(two.url))!;
    const fromTwo = await fetch(`${two.url}${audio.audioUrl}`);
    expect(fromTwo.status).toBe(200);
    const bytes = Buffer.from(await fromTwo.arrayBuffer());
    const fromOne = Buffer.from(await (await fetch(`${one.url}${audio.audioUrl}`)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(32);
    expect(bytes.equals(fromOne)).toBe(true);
    // In the bucket, sealed; neither process kept it on its own disk.
    expect(filesUnder(s3.dir).length).toBeGreaterThan(0);
    expect(filesHolding(s3.dir, bytes)).toEqual([]);
    for (const p of [one, two]) expect(filesUnder(join(p.dataDir, 'media'))).toEqual([]);
  });

  it("carries a member's presence, an assignment and a removal from one process to the other", async () => {
    // Bruno joins the admin's clinic (the invitation itself is tested in team.test.ts).
    const [bruno] = await database.db
      .insert(users)
      .values({
        name: 'Bruno Lima',
        email: 'bruno@duas.test',
        passwordHash: await hashPassword('senha-do-bruno-1'),
        confirmed: true,
      })
      .returning();
    await database.db
      .insert(clinicMembers)
      .values({ userId: bruno!.id, clinicId: userId, role: 'ATENDENTE' });
    const login = await call(two.url, 'POST', '/auth/login', {
      body: { email: 'bruno@duas.test', password: 'senha-do-bruno-1' },
    });
    const brunoToken = login.body.token as string;
    const phone = '5511955551004';
    expect((await inbound(phone, 'Alguém aí?')).status).toBe(201);
    await until(
      async () =>
        (await call(two.url, 'GET', `/dashboard/messages/${phone}`, { token: brunoToken }))
          .status === 200,
    );

    // Bruno's stream is on process two; everything below is done through process one.
    const stream = await openStream(`${two.url}/api/notifications/stream?token=${brunoToken}`);
    try {
      await stream.waitFor((e) => e.event === 'connected');
      await call(one.url, 'POST', '/dashboard/presence', {
        token,
        body: { chatId: phone, state: 'typing' },
      });
      const presence = await stream.waitFor((e) => e.event === 'presence', 5000);
      expect(presence.data).toMatchObject({ chatId: phone, userId, state: 'typing' });

      const assigned = await call(one.url, 'PUT', `/dashboard/zapi/chats/${phone}/assignee`, {
        token,
        body: { userId: bruno!.id },
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      const told = await stream.waitFor((e) => e.event === 'team-update', 5000);
      expect(told.data).toMatchObject({ reason: 'assigned', chatId: phone, assigneeId: bruno!.id });

      const removed = await call(one.url, 'DELETE', `/dashboard/team/members/${bruno!.id}`, {
        token,
      });
      expect(removed.status).toBe(200);
      await stream.waitFor((e) => e.event === 'session-ended', 5000);
      expect(
        (await call(two.url, 'GET', '/dashboard/zapi/chats', { token: brunoToken })).status,
      ).toBe(401);
    } finally {
      await stream.close();
    }
  });
});
