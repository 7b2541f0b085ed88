import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FullConfig } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { BUILT_SERVER } from './own-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The server as `npm start` runs it: the JavaScript `npm run build` wrote (the e2e run always
 * builds first), so the journeys also prove the bundle, not only the sources.
 */
const builtServer = path.join(root, BUILT_SERVER);

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * One stack per Playwright worker (`config.workers`, numbered as TEST_PARALLEL_INDEX): a real
 * SMTP sink (with a small HTTP window onto what it received) and the real server on a fresh PGlite
 * data directory, on port E2E_PORT + the worker's index (playwright.config.ts points that
 * worker's baseURL there, support/inbox.ts its mail window). Workers share nothing: each file
 * meets only the files that ran before it in its own worker. Playwright calls the returned
 * function at the end.
 */
export default async function globalSetup(config: FullConfig) {
  // Said once here for every journey (own-server.ts runs the same file).
  if (!existsSync(builtServer)) {
    throw new Error(
      `O servidor não está compilado (falta ${BUILT_SERVER}): rode npm run build ` +
        'antes das jornadas (npm run test:e2e já faz isso).',
    );
  }
  const basePort = Number(process.env.E2E_PORT ?? '3210');
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, (_, index) =>
      startStack(index, basePort + index),
    ),
  );
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // No server left behind on its port when another did not start.
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

/** Worker `index`'s SMTP sink, mail window and server on `port`; answers how to stop them. */
async function startStack(index: number, port: number) {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const inbox = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails.filter((m) => m.to === to.toLowerCase())));
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  // The workers start after this and inherit it (support/inbox.ts reads their own).
  process.env[`E2E_INBOX_URL_${index}`] =
    `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-e2e-'));
  const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      // The journeys scan the QR themselves through the simulator's control API.
      DEMO_SCAN_DELAY_MS: '0',
      // The journeys wait for the screens, on the real clock: no 3-8 s between automatic sends
      // (the spacing is apps/server/test/send-pacing.test.ts's).
      AUTOMATIC_SEND_GAP_SECONDS: '0',
      AUTOMATIC_SEND_GAP_EXTRA_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/public-config`, server);
  } catch (error) {
    server.kill('SIGKILL');
    inbox.close();
    smtp.close();
    throw error;
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    inbox.close();
    smtp.close();
  };
}

/**
 * Up to 3 minutes: each server seeds the demo month on start, and two seed at once on a busy
 * 2-core machine; a server that exits is said at once.
 */
async function waitForServer(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('o servidor não respondeu em 3 minutos');
}
