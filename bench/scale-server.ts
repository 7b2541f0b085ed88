import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client, type QueryResultRow } from 'pg';

import { SCALE, scaleUrl } from './scale-shape.ts';

// BENCH_TREE: the server of another worktree (the code before a change), on the same data set.
const root = path.resolve(process.env.BENCH_TREE ?? path.join(import.meta.dirname, '..'));

/** A connection of the bench's own to the scale data set, and a query that answers its rows. */
export async function connectScale() {
  const db = new Client({ connectionString: scaleUrl() });
  await db.connect();
  const q = async <T extends QueryResultRow>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values)).rows;
  return { db, q };
}

/**
 * A server process (`apps/server/src/main.ts` under tsx: its own pool of 10 and its own
 * scheduler) on the scale data set, listening on `port`; answers once it serves. `nodeArgs`
 * go before the script (a CPU profile).
 */
export async function startScaleServer(
  port: number,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-scale-proc-')),
        DATABASE_URL: scaleUrl(),
        // The seed's tokens are sealed with these (scale-shape.ts).
        JWT_SECRET: SCALE.jwtSecret,
        MEDIA_KEY: SCALE.mediaKey,
        // Nothing is due, so nothing is sent; a provider call would fail at once.
        ZAPI_BASE_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let t = 0; ; t++) {
    try {
      if ((await fetch(`${base}/api/public-config`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    if (t > 300) throw new Error(`${base} não respondeu`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
