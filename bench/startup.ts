/**
 * Start-up on an existing data directory: the time from launching the server (demo mode with
 * embedded PGlite) until it answers HTTP, over several restarts; side by side in one run, the
 * sources through tsx (how `npm start` ran before) and the built bundle (`npm start` now).
 * Run: npm run build && npx tsx bench/startup.ts   (BENCH_STARTS=5)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { percentile } from './bench-app.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3900 + Math.floor(Math.random() * 90);

const WAYS = {
  'tsx (sources)': ['--import', 'tsx', 'apps/server/src/main.ts'],
  'node (dist/main.js)': ['--enable-source-maps', 'apps/server/dist/main.js'],
};

function start(args: string[], dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu com ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/public-config`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { child, ready };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function measure(args: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-start-'));
  // The first start creates the database, runs every migration and seeds the demo accounts.
  const first = start(args, dataDir);
  const firstMs = await first.ready;
  await stop(first.child);
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const s = start(args, dataDir);
    times.push(await s.ready);
    await stop(s.child);
  }
  times.sort((a, b) => a - b);
  return {
    firstStartMs: Math.round(firstMs),
    medianMs: Math.round(percentile(times, 50)),
    minMs: Math.round(times[0]!),
    maxMs: Math.round(times[times.length - 1]!),
  };
}

const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const [name, args] of Object.entries(WAYS)) results[name] = await measure(args);
console.log(JSON.stringify({ bench: 'startup', starts: STARTS, results }));
