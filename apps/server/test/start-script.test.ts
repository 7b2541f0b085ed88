// @runtime: start-up (start.mjs's checks and the messages Node prints when the build is missing).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * `npm start` and `npm run media:move-to-s3` run the built JavaScript only (no compiler at run
 * time), through apps/server/start.mjs, which says in pt-BR when there is no build. Each case
 * runs a copy of start.mjs in a folder of its own, with or without a dist/ beside it.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const startScript = here('../start.mjs');

function serverFolder(dist: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-start-'));
  copyFileSync(startScript, path.join(dir, 'start.mjs'));
  if (Object.keys(dist).length > 0) mkdirSync(path.join(dir, 'dist'));
  for (const [name, code] of Object.entries(dist))
    writeFileSync(path.join(dir, 'dist', name), code);
  return dir;
}

function run(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--enable-source-maps', 'start.mjs', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm start', () => {
  it('runs no build: the root script starts the built server only, and the demo builds first', () => {
    const root = JSON.parse(readFileSync(here('../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const server = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // `exec`: npm runs a script through `sh -c` and passes SIGTERM to that shell, which would not
    // pass it on; exec'd, node is that process and gets the signal (the drain on SIGTERM).
    expect(root.scripts.start).toBe('exec node --enable-source-maps apps/server/start.mjs');
    expect(root.scripts.demo).toMatch(/^npm run build && DEMO_MODE=true exec node /);
    expect(server.scripts.start).toBe('exec node --enable-source-maps start.mjs');
    expect(server.scripts['media:move-to-s3']).toBe(
      'node --enable-source-maps start.mjs move-media',
    );
  });

  it('says in pt-BR to build first when dist/ is missing', () => {
    const dir = serverFolder();
    const server = run(dir);
    expect(server.code).toBe(1);
    expect(server.stderr).toBe(
      'O servidor não está compilado (falta apps/server/dist/main.js): rode npm run build antes ' +
        'de npm start.\n',
    );
    const move = run(dir, 'move-media');
    expect(move.code).toBe(1);
    expect(move.stderr).toContain(
      'falta apps/server/dist/move-media.js): rode npm run build antes de npm run media:move-to-s3.',
    );
  });

  it('runs the built file, and only one of those it knows', () => {
    const dir = serverFolder({
      'main.js': 'console.log("servidor", import.meta.url.endsWith("/dist/main.js"));',
      'move-media.js': 'console.log("mover");',
    });
    expect(run(dir)).toMatchObject({ code: 0, stdout: 'servidor true\n' });
    expect(run(dir, 'move-media')).toMatchObject({ code: 0, stdout: 'mover\n' });
    const other = run(dir, '../start');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      'Comando desconhecido: ../start (use main, move-media, backup ou restore).',
    );
  });
});
