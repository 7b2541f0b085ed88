import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port free right now (the caller binds it soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Up to 2 minutes: the journeys run in two workers, and a process starting beside the other
 * worker's browser and server on a busy 2-core machine has been seen to take more than one.
 */
async function waitForHttp(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`o processo saiu com código ${child.exitCode}:\n${output.join('')}`);
    try {
      // Bounded: whatever else holds the port may accept and never answer.
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} não respondeu em 2 minutos:\n${output.join('')}`);
}

export interface OwnProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM, and SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
}

/** The server as `npm start` runs it, from the root: what `npm run build` wrote. */
export const BUILT_SERVER = 'apps/server/dist/main.js';

/**
 * What Node runs: the built server as `npm start` runs it (the e2e run builds first, and
 * global-setup.ts stops with a clear message if it did not), or a test tool's TypeScript, which
 * has no build, through tsx.
 */
type Program = { js: string } | { ts: string };

function nodeArgs(program: Program): string[] {
  return 'js' in program
    ? ['--enable-source-maps', path.join(root, program.js)]
    : ['--import', 'tsx', path.join(root, program.ts)];
}

function launch(program: Program, env: Record<string, string>, healthUrl: string) {
  const output: string[] = [];
  const child = spawn(process.execPath, nodeArgs(program), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const proc = {
    child,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return { proc, ready: waitForHttp(healthUrl, child, output) };
}

/**
 * A Z-API simulator in its own process, so it outlives the server the journey restarts (as the
 * real provider would). No auto scan and no patients writing by themselves.
 */
export async function startSimulatorProcess(clock?: MovableClock): Promise<OwnProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { proc, ready } = launch(
    { ts: 'tools/zapi-simulator/src/main.ts' },
    {
      SIM_PORT: String(port),
      SIM_SCAN_DELAY_MS: '0',
      SIM_LIVE: 'false',
      SIM_CHAT_COUNT: '6',
      // On the server's clock when it has a movable one: the provider and the server agree on
      // what "now" is, as the real ones do.
      ...clock?.env,
    },
    `${url}/_sim/instances`,
  );
  await ready;
  return { url, ...proc };
}

/**
 * The Cloud API simulator in its own process, on the server's clock: one number that posts its
 * signed webhooks to `callbackUrl`. Answers its URL; the Graph base is `${url}/v21.0`.
 */
export async function startCloudSimulatorProcess(
  number: {
    id: string;
    wabaId: string;
    accessToken: string;
    appSecret: string;
    callbackUrl: string;
  },
  clock?: MovableClock,
): Promise<OwnProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { proc, ready } = launch(
    { ts: 'tools/cloud-api-simulator/src/main.ts' },
    {
      SIM_PORT: String(port),
      SIM_PHONE_NUMBER_ID: number.id,
      SIM_WABA_ID: number.wabaId,
      SIM_ACCESS_TOKEN: number.accessToken,
      SIM_APP_SECRET: number.appSecret,
      SIM_CALLBACK_URL: number.callbackUrl,
      ...clock?.env,
    },
    `${url}/_sim/phone-numbers/${number.id}`,
  );
  await ready;
  return { url, ...proc };
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  zapiBaseUrl: string;
  /** The Graph base of a Cloud API simulator (`${url}/v21.0`), when the journey uses one. */
  cloudApiBaseUrl?: string;
  admin: { email: string; password: string };
  /** The server's wall clock, moved by the journey (see movableClock). */
  clock?: MovableClock;
}

/** Debian's libfaketime (scripts/ensure-faketime.sh installs it with the test command). */
const FAKETIME_LIBS = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1',
];

export interface MovableClock {
  env: Record<string, string>;
  /** Moves the server's clock `ms` further ahead of the real one (it keeps running from there). */
  advance(ms: number): void;
}

/**
 * A clock for a server process that the journey moves forward, as a day passes for a clinic:
 * libfaketime reads the offset from a file (at most a second old), and only the wall clock moves,
 * so the process's timers keep their pace. The rest of the product sees it from the outside:
 * the server's own scheduler, its database, its answers.
 */
export function movableClock(): MovableClock {
  const lib = FAKETIME_LIBS.find((p) => existsSync(p));
  if (!lib)
    throw new Error('libfaketime não encontrado: rode bash scripts/ensure-faketime.sh (apt-get).');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cc-e2e-clock-')), 'offset');
  let offsetMs = 0;
  writeFileSync(file, '+0s');
  return {
    env: {
      LD_PRELOAD: lib,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_CACHE_DURATION: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    advance(ms) {
      offsetMs += ms;
      writeFileSync(file, `+${Math.round(offsetMs / 1000)}s`);
    },
  };
}

/**
 * A server of its own for a journey that must stop it (the global one serves the other specs),
 * on the Z-API provider pointed at `zapiBaseUrl`. Starting again with the same options is a
 * restart: same port, same data directory, same sessions.
 */
export async function startOwnServer(opts: ServerOptions): Promise<OwnProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const { proc, ready } = launch(
    { js: BUILT_SERVER },
    {
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      NODE_ENV: 'development',
      PROVIDER: 'zapi',
      ZAPI_BASE_URL: opts.zapiBaseUrl,
      ...(opts.cloudApiBaseUrl ? { CLOUD_API_BASE_URL: opts.cloudApiBaseUrl } : {}),
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
      LOG_LEVEL: 'warn',
      ...opts.clock?.env,
    },
    `${url}/api/public-config`,
  );
  await ready;
  return { url, ...proc };
}

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'cc-e2e-own-'));
