import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../helpers/test-app.ts';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const mainFile = path.join(root, 'apps/server/src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed, stdout and stderr, in order. */
  output: string[];
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGTERM and waits for the exit; answers the exit and how long it took. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  kill9(): Promise<void>;
}

/**
 * The real server as its own process (`node --import tsx src/main.ts`, as the e2e setup runs
 * it), on a free port, with the given environment on top of a quiet, non-demo baseline.
 */
export async function spawnServer(
  env: Record<string, string>,
  opts: { port?: number } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // A real provider adapter pointed at the test's simulator, never the demo mount.
      PROVIDER: 'zapi',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (b: Buffer) => output.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => output.push(b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, output);
  return {
    child,
    port,
    url,
    output,
    exited,
    async stop() {
      const started = performance.now();
      child.kill('SIGTERM');
      const result = await exited;
      return { ...result, ms: performance.now() - started };
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Ready means the HTTP API answers; the process dying first is an error with its output. */
async function waitUntilReady(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`o servidor saiu ao iniciar:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/public-config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não ficou pronto em 60 s:\n${output.join('')}`);
}
