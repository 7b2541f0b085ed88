import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyInstance, InjectOptions } from 'fastify';

import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { loggerOptions } from '../../src/http/logger.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestDatabase } from './test-database.ts';

/** A clock the test moves by hand, to reach expiry rules without waiting. */
export function createTestClock(start = new Date('2026-11-23T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: ReturnType<typeof loadConfig>;
  publicUrl: string;
  /** The PostgreSQL URL of this test's database, when on PostgreSQL. */
  databaseUrl: string | undefined;
  database: Database;
  smtp: SmtpSink;
  clock: ReturnType<typeof createTestClock>;
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

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { listen?: boolean; heartbeatMs?: number; logLevel?: string } = {},
): Promise<TestApp> {
  const port = opts.listen ? await freePort() : 0;
  if (opts.listen) env = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env };
  const database = await createTestDatabase();
  const smtp = await startSmtpSink();
  const clock = createTestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'info',
    // Never the real provider from a test: a closed local port unless a simulator is given.
    ZAPI_BASE_URL: 'http://127.0.0.1:1',
    ...env,
  });
  const logs: string[] = [];
  // Every line also goes to this run's log folder, scanned for secrets at the end of the run.
  const logDir = process.env.CC_TEST_LOG_DIR;
  const file = logDir
    ? createWriteStream(path.join(logDir, `${path.basename(dataDir)}.log`), { flags: 'a' })
    : undefined;
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      // A late line (a background job ending after close) still reaches `logs`, and the file
      // if it is open.
      if (file && !file.writableEnded) file.write(chunk, () => cb());
      else cb();
    },
  });
  const webDist = path.join(dataDir, 'web');
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    webDist,
    logger: { ...(loggerOptions(opts.logLevel ?? 'info') as object), stream },
    ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
  });
  await app.ready();
  if (opts.listen) await app.listen({ port, host: '127.0.0.1' });
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
      await app.close();
      await smtp.close();
      await database.close();
      if (file) await new Promise<void>((resolve) => file.end(resolve));
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
