import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { listensOn } from './listens-on.ts';
import { freePort } from './test-app.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const mainTs = path.join(root, 'apps/server/src/main.ts');

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The process's DATA_DIR. */
  dataDir: string;
  /** Everything the process printed, stdout and stderr in order, for a test's failure message. */
  output: string[];
  /** Resolves with how the process ended. */
  exited: Promise<Exit>;
  /** SIGTERM, then SIGKILL after `graceMs` (beyond the server's own 20 s limit); answers the exit. */
  stop(graceMs?: number): Promise<Exit & { ms: number }>;
  kill9(): Promise<void>;
}

/** libfaketime's variables and the time zone, when set: a child must read the test's clock. */
function sameClock(): Record<string, string> {
  const names = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED', 'TZ'];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

/**
 * The real server in its own process: its entry point `apps/server/src/main.ts`, the TypeScript
 * sources run through tsx, so the API tests need no build (`npm start` and the journeys run the
 * bundle that `npm run build` makes of the same file). With the real Z-API adapter (never the
 * demo mount), on a free port and a fresh data directory unless the environment names them.
 * Resolves once it answers HTTP.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: {
    port?: number;
    /** A compiled entry (`node build.mjs FOLDER` wrote FOLDER/main.js) instead of the sources. */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  const args = opts.entry ? ['--enable-source-maps', opts.entry] : ['--import', 'tsx', mainTs];
  const given = opts.port ?? (env.PORT ? Number(env.PORT) : undefined);
  if (given !== undefined) return launch(env, given, args);
  // A port picked free can be taken by another test file's socket before the child binds it
  // (seen on a busy CI machine): then the child exits at start and is launched on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(env, await freePort(), args);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launch(
  env: Record<string, string>,
  port: number,
  args: string[],
): Promise<ServerProcess> {
  const output: string[] = [];
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cc-proc-'));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      // Under scripts/test-at.sh the server shares the test's fake time (and zone).
      ...sameClock(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A production start here is on this machine, over http (config.ts's rule for that).
      ALLOW_HTTP_PUBLIC_URL: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROVIDER: 'zapi',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Also into the run's log folder, which is scanned for credentials when the run ends.
  const logDir = process.env.CC_TEST_LOG_DIR;
  const file = logDir
    ? createWriteStream(path.join(logDir, `processo-${port}-${Date.now()}.log`), { flags: 'a' })
    : undefined;
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    file?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close', not 'exit': by then all it printed is in `output` (a failure's reason included).
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      file?.end();
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 30_000) => {
    const started = performance.now();
    if (running()) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const result = await exited;
    clearTimeout(timer);
    return { ...result, ms: performance.now() - started };
  };
  const kill9 = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) {
      await exited;
      const text = output.join('');
      if (text.includes('EADDRINUSE')) throw new PortTaken(`porta ${port} ocupada:\n${text}`);
      throw new Error(`o servidor saiu ao iniciar:\n${text}`);
    }
    try {
      // Bounded: whatever else holds the port may accept and never answer.
      const answer = await fetch(`${url}/api/public-config`, { signal: AbortSignal.timeout(2000) });
      // Ready when the answer is this child's: another test's server on the same port answers
      // too, and this child then exits with EADDRINUSE (PortTaken above, launched elsewhere).
      if (answer.ok && listensOn(child.pid!, port) !== false) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill9();
      throw new Error(`o servidor não respondeu em 60 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, pid: child.pid!, child, output, dataDir, exited, stop, kill9 };
}
