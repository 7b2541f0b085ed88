import { DATE_YEAR_MAX, DATE_YEAR_MIN, MSG, REPORT_MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
} from '../fault/helpers/fault-database.ts';
import { ptBrErrorProblem } from '../helpers/pt-br-error.ts';
import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

/**
 * Far dates (issue 47, items 1 and 8): `period=custom&from=9999-12-31&to=9999-12-31` froze the
 * whole server (the day after 9999-12-31 was written '+010000-01-01', which sorts before
 * '9999-12-31', so the report's day loop never ended), and day filters and times at 9999-12-31
 * answered 500. Every date the API takes is now in the years DATE_YEAR_MIN to DATE_YEAR_MAX, and
 * a far one is a pt-BR 400.
 *
 * The server runs in a process of its own: a loop that never ends would block this test's own
 * event loop were the app in it, and the test would hang instead of failing. Every request has a
 * client timeout, so a frozen server fails the test in seconds; the process is killed at the end.
 */
const ANSWER_MS = 5000;
const PATIENT = '5511977770001';
const FAR = `${DATE_YEAR_MAX + 1}-12-31`;
const YEARS = MSG.validation.yearOutOfRange;
const REPORTS = ['answering', 'funnel', 'agenda', 'team', 'automation', 'satisfaction'];

let fault: FaultDatabase;
let server: ServerProcess | undefined;
let token: string;

interface Answer {
  status: number;
  body: string;
  type: string | undefined;
  json: { message?: string; details?: Array<{ path: string; message: string }> } | null;
}

/** One request with a client timeout: a server that does not answer fails the test. */
async function ask(method: string, path: string, body?: unknown): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${server!.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(ANSWER_MS),
    });
  } catch (error) {
    throw new Error(`${method} ${path}: sem resposta em ${ANSWER_MS} ms (servidor travado?)`, {
      cause: error,
    });
  }
  const text = await res.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // not JSON: the checks below say so
  }
  return {
    status: res.status,
    body: text,
    type: res.headers.get('content-type') ?? undefined,
    json,
  };
}

/** A 400 of the contract's error shape, in pt-BR, saying `message`. */
function expectRefused(answer: Answer, what: string, message: string) {
  expect(answer.status, `${what}: ${answer.body}`).toBe(400);
  expect(ptBrErrorProblem(answer.type, answer.body), what).toBeNull();
  expect(answer.json?.message, what).toBe(message);
}

async function expectServerAnswers() {
  const health = await ask('GET', '/healthz');
  expect(health.status).toBe(200);
}

beforeAll(async () => {
  const entry = serverBundle();
  fault = await createFaultDatabase();
  const clinic = await seedClinic(fault);
  server = await startServerProcess(
    {
      ...fault.env(),
      // Never the real provider: a closed local port.
      ZAPI_BASE_URL: 'http://127.0.0.1:1',
      CLOUD_API_BASE_URL: 'http://127.0.0.1:1/v21.0',
    },
    { entry },
  );
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: clinic.email, password: clinic.password }),
    signal: AbortSignal.timeout(ANSWER_MS),
  });
  if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`);
  token = ((await login.json()) as { token: string }).token;
  // A patient's chat, so an appointment or a task reaches its date (not 'Conversa não encontrada').
  const hook = await fetch(`${server.url}/webhooks/zapi/${clinic.webhookSecret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'ReceivedCallback',
      messageId: 'FAR-DATES-1',
      phone: PATIENT,
      fromMe: false,
      momment: Date.now(),
      chatName: 'Paciente das datas',
      text: { message: 'Oi' },
    }),
    signal: AbortSignal.timeout(ANSWER_MS),
  });
  if (!hook.ok) throw new Error(`webhook ${hook.status} ${await hook.text()}`);
}, 120_000);

afterAll(async () => {
  // Killed, not stopped: on a frozen server a graceful stop would wait for the loop.
  if (server) await server.kill9();
  await fault?.drop();
  removeServerBundle();
});

// The day filters and times first: on a server that a report froze, they could only time out.
describe('far days and times', () => {
  it('answers the day filters at 9999-12-31 with a 400, not a 500', async () => {
    for (const path of [
      '/dashboard/privacy/access-log?to=9999-12-31',
      '/dashboard/privacy/access-log?from=9999-12-31',
      '/dashboard/privacy/access-log.csv?to=9999-12-31',
      '/dashboard/appointments?date=9999-12-31',
      '/dashboard/appointments?date=0001-01-01',
      // A page's cursor in the year 10000 (UTC) or 0.
      '/dashboard/privacy/access-log?before=9999-12-31T23:59:59-12:00',
      '/dashboard/privacy/access-log?before=0000-01-01T00:00:00Z',
      '/dashboard/team/audit?before=9999-12-31T23:59:59-12:00',
    ]) {
      expectRefused(await ask('GET', path), path, YEARS);
    }
    // The last year taken still reads (an empty day, an empty log).
    for (const path of [
      `/dashboard/privacy/access-log?to=${DATE_YEAR_MAX}-12-31`,
      `/dashboard/appointments?date=${DATE_YEAR_MAX}-12-31`,
    ]) {
      const res = await ask('GET', path);
      expect(res.status, `${path}: ${res.body}`).toBe(200);
    }
  });

  it('refuses an appointment, a task or a closed date at 9999-12-31 with a 400', async () => {
    const appointment = { chatId: PATIENT, professional: 'Dra. Ana', remindHoursBefore: [24] };
    const far = '9999-12-31T23:00';
    expectRefused(
      await ask('POST', '/dashboard/appointments', { ...appointment, startsAt: far }),
      'POST /dashboard/appointments',
      YEARS,
    );
    const task = { chatId: PATIENT, message: 'Retorno' };
    expectRefused(
      await ask('POST', '/api/tasks', { ...task, scheduledDate: far }),
      'POST /api/tasks',
      YEARS,
    );

    // The last year taken is a valid time; moving it to a far one is refused like creating it.
    const made = await ask('POST', '/dashboard/appointments', {
      ...appointment,
      startsAt: `${DATE_YEAR_MAX}-12-31T23:00`,
    });
    expect(made.status, made.body).toBe(201);
    const id = (made.json as unknown as { appointment: { id: string } }).appointment.id;
    expectRefused(
      await ask('PUT', `/dashboard/appointments/${id}`, { ...appointment, startsAt: far }),
      'PUT /dashboard/appointments/:id',
      YEARS,
    );
    const madeTask = await ask('POST', '/api/tasks', {
      ...task,
      scheduledDate: `${DATE_YEAR_MAX}-12-31T23:00`,
    });
    expect(madeTask.status, madeTask.body).toBe(201);
    const taskId = (madeTask.json as unknown as { task: { id: string } }).task.id;
    expectRefused(
      await ask('PUT', `/api/tasks/${taskId}`, { ...task, scheduledDate: far }),
      'PUT /api/tasks/:id',
      YEARS,
    );

    const hours = await ask('GET', '/dashboard/settings/opening-hours');
    const { hours: current } = hours.json as unknown as { hours: Record<string, unknown> };
    expectRefused(
      await ask('PUT', '/dashboard/settings/opening-hours', {
        ...current,
        closedDates: ['12-25', '9999-12-31'],
      }),
      'PUT /dashboard/settings/opening-hours',
      YEARS,
    );
    await expectServerAnswers();
  });
});

describe('far report periods', () => {
  it('still reports the first and the last years taken', async () => {
    for (const [from, to] of [
      [`${DATE_YEAR_MAX}-12-31`, `${DATE_YEAR_MAX}-12-31`],
      [`${DATE_YEAR_MAX}-01-01`, `${DATE_YEAR_MAX}-12-31`],
      [`${DATE_YEAR_MIN}-01-01`, `${DATE_YEAR_MIN}-01-02`],
    ]) {
      const res = await ask('GET', `/api/reports/answering?period=custom&from=${from}&to=${to}`);
      expect(res.status, res.body).toBe(200);
      const range = (res.json as unknown as { range: { firstDay: string; lastDay: string } }).range;
      expect(range).toMatchObject({ firstDay: from, lastDay: to });
    }
  });

  it('refuses the other far or long custom periods at once', async () => {
    const cases: Array<[string, string]> = [
      // Used to walk 2.9 million days (8 s of one core) before saying the period was too long.
      ['from=2026-01-01&to=9998-12-31', REPORT_MSG.customTooLong],
      [`from=9998-12-31&to=${FAR}`, YEARS],
      [`from=${DATE_YEAR_MIN - 1}-12-31&to=${DATE_YEAR_MIN}-01-01`, YEARS],
      ['from=0001-01-01&to=0001-01-02', YEARS],
      ['from=10000-01-01&to=10000-01-02', REPORT_MSG.customDates],
    ];
    for (const [days, message] of cases) {
      const started = performance.now();
      const path = `/api/reports/team?period=custom&${days}`;
      expectRefused(await ask('GET', path), path, message);
      expect(performance.now() - started, path).toBeLessThan(2000);
    }
    await expectServerAnswers();
  });

  it('refuses a custom report period at 9999-12-31 on every report, and the server keeps answering', async () => {
    for (const report of REPORTS) {
      const path = `/api/reports/${report}?period=custom&from=9999-12-31&to=9999-12-31`;
      expectRefused(await ask('GET', path), path, YEARS);
    }
    await expectServerAnswers();
  });
});
