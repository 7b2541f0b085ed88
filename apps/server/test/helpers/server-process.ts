import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './test-app.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const mainTs = path.join(root, 'apps/server/src/main.ts');

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed, for the failure message of a test. */
  output: string[];
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The real server (`apps/server/src/main.ts`, as `npm start` runs it) in its own process, on a
 * free port and a fresh data directory unless the environment names them. Resolves once it
 * answers HTTP.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-proc-')),
      LOG_LEVEL: 'warn',
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
    if (output.length > 200) output.shift();
    file?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      file?.end();
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`o servidor saiu com código ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/public-config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`o servidor não respondeu em 60 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, pid: child.pid!, child, output, stop };
}
