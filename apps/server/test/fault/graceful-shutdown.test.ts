import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createSimulator, type Simulator } from '@conecta/zapi-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

import { chats, messages, tasks } from '../../src/db/schema.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
  signIn,
} from './helpers/fault-database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';

/**
 * SIGTERM while the server is busy: a request waiting on the provider and a scheduled send are
 * both in flight (the provider answers after PROVIDER_LATENCY_MS), four more scheduled messages
 * are claimed or due, and a live stream is open. The request must get its answer, the stream
 * must end with a `retry:` hint, the send under way must complete and be recorded, the other
 * tasks must go back to pending (not stay claimed for the 2-minute stale rule), and the next
 * start must send each of them exactly once. First comes the drain (SHUTDOWN_DRAIN_MS): the
 * process still listens and serves, and `/readyz` answers 503 on a new connection, which is what
 * a balancer polling it sees; only then does it close.
 */
const PROVIDER_LATENCY_MS = 3000;
/** Shorter than the provider's latency: the drain ends while the person's send is under way. */
const DRAIN_MS = 1500;
const TASK_CHAT = '5511981000001';
const SEND_CHAT = '5511981000002';
const TASKS = 5;

let fault: FaultDatabase;
let server: ServerProcess | undefined;
let sim: Simulator | undefined;
let simServer: Server | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await new Promise<void>((resolve) => (simServer ? simServer.close(() => resolve()) : resolve()));
  await sim?.close();
  await fault?.drop();
  removeServerBundle();
});

/** The simulator behind a server that counts the provider calls under way. */
async function startCountingSimulator() {
  const simulator = createSimulator({ scanDelayMs: null, chatCount: 3 });
  let inFlight = 0;
  const http = createServer((req, res) => {
    inFlight++;
    res.on('close', () => inFlight--);
    simulator.handler(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    simulator,
    http,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    inFlight: () => inFlight,
  };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A GET on a connection of its own (as a balancer's health check opens one), never a kept-alive
 * one of this test: 'refused' when nothing listens any more.
 */
function freshGet(url: string) {
  return new Promise<{ status: number; body: string } | 'refused'>((resolve) => {
    const req = httpRequest(url, { agent: false, timeout: 5000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve('refused'));
    });
    req.on('timeout', () => req.destroy(new Error('sem resposta')));
    req.on('error', () => resolve('refused'));
    req.end();
  });
}

/** A raw SSE stream: everything it received, and whether the server ended it. */
async function openRawStream(url: string) {
  const res = await fetch(url);
  let text = '';
  let ended = false;
  const done = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        text += decoder.decode(chunk, { stream: true });
      ended = true;
    } catch {
      // reset instead of ended: `ended` stays false
    }
  })();
  return {
    status: res.status,
    text: () => text,
    ended: () => ended,
    done,
  };
}

it('on SIGTERM finishes requests and sends under way, ends streams with a retry hint and releases the rest', async () => {
  const entry = serverBundle();
  fault = await createFaultDatabase();
  const clinic = await seedClinic(fault);
  const counting = await startCountingSimulator();
  sim = counting.simulator;
  simServer = counting.http;
  sim.addInstance({ id: clinic.instanceId, token: clinic.instanceToken, connected: true });
  sim.state.faults.latencyMs = PROVIDER_LATENCY_MS;

  const taskTexts = Array.from(
    { length: TASKS },
    (_, i) => `Retorno ${i + 1}: confirme sua presença.`,
  );
  await fault.use(async ({ db }) => {
    const [taskChat] = await db
      .insert(chats)
      .values({
        clinicId: clinic.userId,
        chatId: TASK_CHAT,
        phone: TASK_CHAT,
        column: 'task',
        rememberedColumn: 'inbox',
      })
      .returning();
    await db
      .insert(chats)
      .values({ clinicId: clinic.userId, chatId: SEND_CHAT, phone: SEND_CHAT, column: 'inbox' });
    const due = new Date(Date.now() - 1000);
    await db.insert(tasks).values(
      taskTexts.map((message, i) => ({
        clinicId: clinic.userId,
        chatRowId: taskChat!.id,
        chatId: TASK_CHAT,
        message,
        // In order, so the first one is the send under way.
        dueAt: new Date(due.getTime() + i),
        nextAttemptAt: new Date(due.getTime() + i),
      })),
    );
  });

  server = await startServerProcess(
    { ...fault.env(), ZAPI_BASE_URL: counting.url, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
    { entry },
  );
  const first = server;
  const token = await signIn(first.url, clinic);
  const stream = await openRawStream(`${first.url}/api/notifications/stream?token=${token}`);
  expect(stream.status).toBe(200);
  await waitFor('evento connected', () => stream.text().includes('event: connected'));
  const beforeStop = stream.text().length;

  // A scheduled send is at the provider; a person's send joins it.
  await waitFor('envio agendado em andamento', () => counting.inFlight() >= 1);
  const request = fetch(`${first.url}/dashboard/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ chatId: SEND_CHAT, phone: SEND_CHAT, message: 'Enviada ao encerrar' }),
  });
  await waitFor('envio manual em andamento', () => counting.inFlight() >= 2, 10_000);

  const stopping = first.stop();
  // The drain: a balancer asking on a new connection whether to send traffic is told no (a 503,
  // not a refused connection), and a call that still comes is served.
  let ready = await freshGet(`${first.url}/readyz`);
  const drainDeadline = Date.now() + 10_000;
  while (ready !== 'refused' && ready.status === 200 && Date.now() < drainDeadline) {
    await new Promise((r) => setTimeout(r, 25));
    ready = await freshGet(`${first.url}/readyz`);
  }
  expect(ready, first.output.join('')).toMatchObject({ status: 503 });
  expect(JSON.parse((ready as { body: string }).body)).toMatchObject({
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  });
  expect(await freshGet(`${first.url}/api/public-config`)).toMatchObject({ status: 200 });
  // After the drain the listener closes, and the close begins as without one.
  const closeDeadline = Date.now() + 10_000;
  while ((await freshGet(`${first.url}/readyz`)) !== 'refused') {
    if (Date.now() > closeDeadline)
      throw new Error('esperando: o fim da espera (SHUTDOWN_DRAIN_MS)');
    await new Promise((r) => setTimeout(r, 25));
  }
  const answer = await request;
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  // A call that arrives while the server closes is refused, or told in pt-BR to come back.
  const late = await fetch(`${first.url}/api/public-config`)
    .then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string } }))
    .catch(() => 'refused' as const);
  if (late !== 'refused') {
    expect(late.status).toBe(503);
    expect(late.body.message).toBe(
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    );
  }
  const exit = await stopping;
  server = undefined;
  await stream.done;
  expect(exit.code, first.output.join('')).toBe(0);
  expect(stream.ended()).toBe(true);
  expect(stream.text().slice(beforeStop)).toMatch(/^retry: \d+$/m);

  const sentLog = () =>
    sim!.state.instances.get(clinic.instanceId)!.sent.map((s) => s.message ?? '');
  const sentAtStop = sentLog();
  expect(sentAtStop).toContain('Enviada ao encerrar');
  const tasksSentAtStop = sentAtStop.filter((m) => taskTexts.includes(m));
  expect(tasksSentAtStop.length).toBeGreaterThanOrEqual(1);
  expect(tasksSentAtStop.length).toBeLessThan(TASKS);

  const rowsAtStop = await fault.use(async ({ db }) => {
    const rows = await db.select().from(tasks).where(eq(tasks.clinicId, clinic.userId));
    const stored = await db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.clinicId, clinic.userId));
    return { rows, stored: stored.map((m) => m.content) };
  });
  expect(rowsAtStop.stored).toContain('Enviada ao encerrar');
  for (const t of rowsAtStop.rows) {
    if (tasksSentAtStop.includes(t.message)) {
      expect(t.status).toBe('executed');
      expect(rowsAtStop.stored).toContain(t.message);
    } else {
      // Released: pending again, with no attempt counted and no claim left behind.
      expect(t).toMatchObject({ status: 'pending', attempts: 0, attemptStartedAt: null });
    }
  }

  // The next start sends the rest, each once.
  sim.state.faults.latencyMs = 0;
  server = await startServerProcess({ ...fault.env(), ZAPI_BASE_URL: counting.url }, { entry });
  const second = server;
  await waitFor(
    'todas as tarefas enviadas',
    () => sentLog().filter((m) => taskTexts.includes(m)).length >= TASKS,
    30_000,
  );
  // Until the server has nothing left to send (every task recorded as sent, no call at the
  // provider): none may go out a second time.
  await waitFor('nada mais a enviar', async () => {
    if (counting.inFlight() > 0) return false;
    const res = await fetch(`${second.url}/api/tasks/chat/${TASK_CHAT}/all`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { tasks: listed } = (await res.json()) as { tasks: Array<{ status: string }> };
    return listed.length === TASKS && listed.every((t) => t.status === 'executed');
  });
  expect((await second.stop()).code).toBe(0);
  server = undefined;
  const sentTasks = sentLog().filter((m) => taskTexts.includes(m));
  expect([...sentTasks].sort()).toEqual([...taskTexts].sort());

  console.info(
    JSON.stringify({
      fault: 'graceful-shutdown',
      db: fault.kind,
      providerLatencyMs: PROVIDER_LATENCY_MS,
      shutdownMs: Math.round(exit.ms),
      tasksSentBeforeStop: tasksSentAtStop.length,
      tasksReleased: TASKS - tasksSentAtStop.length,
      lateRequest: late === 'refused' ? 'refused' : late.status,
    }),
  );
}, 150_000);
