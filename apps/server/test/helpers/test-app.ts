import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defaultOpeningHours, utcToLocal } from '@conecta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { loggerOptions } from '../../src/http/logger.ts';
import type { MessagingProvider } from '../../src/providers/messaging-provider.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestDatabase } from './test-database.ts';
import { UNPACED } from './send-pace-env.ts';

/**
 * The one clock of a test: the real time plus whatever the test skipped ahead with `advance`, so
 * expiry rules are reached without waiting. It runs, and starts at the real now, so everything the
 * test starts that cannot share it (a server in a child process, PostgreSQL's own `now()`) still
 * agrees with it until the test moves it; the app, the simulator and any second app get `now`.
 */
export function createTestClock() {
  let offset = 0;
  // Once held, time moves only by `advance`: a long test sees no real seconds pass (the fuzz's
  // database snapshot would see a session's 'last seen' move).
  let heldAt: number | null = null;
  return {
    now: () => new Date(heldAt ?? Date.now() + offset),
    advance(ms: number) {
      offset += ms;
      if (heldAt !== null) heldAt += ms;
    },
    hold() {
      heldAt = Date.now() + offset;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

/**
 * A task date (`YYYY-MM-DDTHH:mm`, São Paulo, the accounts' default zone) `days` after the test's
 * now, or after the real now for tables written before any clock exists (future for every test
 * that moves its clock less than that).
 */
export function localDateInDays(days: number, clock?: TestClock): string {
  const from = clock ? clock.now().getTime() : Date.now();
  return utcToLocal(new Date(from + days * 86_400_000), 'America/Sao_Paulo').slice(0, 16);
}

export { PACED } from './send-pace-env.ts';

export interface TestApp {
  app: FastifyInstance;
  config: ReturnType<typeof loadConfig>;
  publicUrl: string;
  /** The PostgreSQL URL of this test's database, when on PostgreSQL. */
  databaseUrl: string | undefined;
  database: Database;
  smtp: SmtpSink;
  clock: TestClock;
  logs: string[];
  webDist: string;
  close(): Promise<void>;
}

/** A port free right now, for a server whose own URL must be known before it starts. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function listenAnywhere(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    listen?: boolean;
    heartbeatMs?: number;
    logLevel?: string;
    clock?: TestClock;
    /** The provider adapter, to put a fault at the boundary (a real one pointed at the simulator). */
    provider?: MessagingProvider;
    /** PGlite in the app's DATA_DIR, even when the run is on PostgreSQL. */
    embedded?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-test-'));
  // Embedded: PGlite in DATA_DIR, as the server keeps it.
  const database = await createTestDatabase(opts.embedded ? { embedded: true, dataDir } : {});
  const smtp = await startSmtpSink();
  const clock = opts.clock ?? createTestClock();
  const logs: string[] = [];
  // Every line also goes to this run's log folder, scanned for secrets at the end of the run.
  const logDir = process.env.CC_TEST_LOG_DIR;
  const file = logDir
    ? createWriteStream(path.join(logDir, `${path.basename(dataDir)}.log`), { flags: 'a' })
    : undefined;
  // pino writes each line to `write` as it logs it, so `logs` holds a line as soon as it is
  // logged (a Writable would queue lines behind the file's pending write).
  const stream = {
    write(line: string) {
      logs.push(line);
      // A late line (a background job ending after close) still reaches `logs`, and the file
      // if it is open.
      if (file && !file.writableEnded) file.write(line);
    },
  };
  const webDist = path.join(dataDir, 'web');
  const build = async (port: number) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      // Never the real provider from a test: a closed local port unless a simulator is given.
      ZAPI_BASE_URL: 'http://127.0.0.1:1',
      CLOUD_API_BASE_URL: 'http://127.0.0.1:1/v21.0',
      ...UNPACED,
      ...(opts.listen ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...env,
    });
    const app = await buildApp({
      config,
      database,
      clock: clock.now,
      webDist,
      logger: { ...(loggerOptions(opts.logLevel ?? 'info') as object), stream },
      ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
      ...(opts.provider ? { provider: opts.provider } : {}),
    });
    await app.ready();
    return { app, config };
  };
  let built: Awaited<ReturnType<typeof build>>;
  if (!opts.listen) built = await build(0);
  else {
    // The app's own URL (PUBLIC_URL) must name its port before it is built, so the port is
    // picked first and bound after the build. Another test file's socket can take it in
    // between (seen on a busy CI machine): then the app is built again on another port.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      built = await build(port);
      try {
        await built.app.listen({ port, host: '127.0.0.1' });
        break;
      } catch (error) {
        await built.app.close();
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
      }
    }
  }
  const { app, config } = built;
  return {
    app,
    config,
    publicUrl: config.publicUrl,
    databaseUrl: (database as { url?: string }).url,
    database,
    smtp,
    clock,
    logs,
    webDist,
    async close() {
      // A close that hangs fails its file on the hook's timeout with no word of why (seen twice in
      // CI, never here): past 20 s the test's output gets the server's last lines, which name
      // the shutdown step still waited for.
      const slow = setTimeout(() => {
        console.error(
          `encerramento do app de teste lento; últimas linhas:\n${logs.slice(-30).join('')}`,
        );
      }, 20_000);
      try {
        await app.close();
      } finally {
        clearTimeout(slow);
      }
      await smtp.close();
      await database.close();
      if (file) await new Promise<void>((resolve) => file.end(resolve));
    },
  };
}

/**
 * Another app on the test's database and JWT secret, as a second server process behind a balancer
 * would be (on PostgreSQL with its own connections), reading the test's clock.
 */
export async function createSecondApp(
  t: TestApp,
  opts: { env?: Record<string, string>; listen?: boolean; heartbeatMs?: number } = {},
) {
  const url = process.env.TEST_DATABASE_URL ? t.databaseUrl : undefined;
  const database = url ? await openDatabase({ url }) : t.database;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-2-')),
      JWT_SECRET: t.config.jwtSecret,
      MEDIA_KEY: t.config.mediaKey,
      LOG_LEVEL: 'silent',
      ZAPI_BASE_URL: 'http://127.0.0.1:1',
      CLOUD_API_BASE_URL: 'http://127.0.0.1:1/v21.0',
      ...UNPACED,
      ...opts.env,
    }),
    database,
    clock: t.clock.now,
    webDist: '/nonexistent',
    logger: false,
    ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
  });
  // Its URL is known only once it listens: port 0 lets the system pick one that is free.
  const port = opts.listen ? await listenAnywhere(app) : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      if (url) await database.close();
    },
  };
}

let ipCounter = 1;
/** Each helper call can come from its own address so per-IP limits do not mix tests. */
export const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    ...extra,
  });
}

let emailCounter = 0;
export const uniqueEmail = (prefix = 'paciente') =>
  `${prefix}.${Date.now().toString(36)}${emailCounter++}@clinica.test`;

/** Registers, reads the code from the SMTP sink and confirms: a signed-in, confirmed user. */
export async function signUp(t: TestApp, name = 'Dra. Ana Souza') {
  const email = uniqueEmail();
  const password = 'senha-forte-123';
  const ip = freshIp();
  const reg = await post(t.app, '/auth/register', { name, email, password }, { remoteAddress: ip });
  if (reg.statusCode !== 201) throw new Error(`register ${reg.statusCode} ${reg.body}`);
  const mail = await t.smtp.waitFor(email);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const res = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
  const body = res.json() as { id: string; token: string; name: string };
  return { email, password, ...body };
}

/**
 * The clinic keeps no opening hours, as every clinic did before they became the default:
 * its automatic messages go when due, at whatever hour the suite runs. For tests about routines
 * themselves, not about the hours.
 */
export async function withoutOpeningHours(t: TestApp, token: string) {
  const res = await callAs(t, token, 'PUT', '/dashboard/settings/opening-hours', {
    ...defaultOpeningHours('America/Sao_Paulo'),
    enabled: false,
  });
  if (res.statusCode !== 200) throw new Error(`opening-hours ${res.statusCode} ${res.body}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An authenticated call through inject, with a JSON body when one is given. */
export function callAs(t: TestApp, token: string, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
