import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let outdir: string | undefined;

/**
 * The server compiled as `npm run build` compiles it, which is what `npm start` runs: built once
 * per test file (under a second) into a folder of its own inside apps/server, where the bundle's
 * npm imports find node_modules, as the compiled-server test does. A fault test starts the server
 * again and again, and a start from the bundle skips loading some hundreds of TypeScript modules
 * through tsx: about 1.3 s of the 3.5 s a start takes on a busy 2-core machine.
 */
export function serverBundle(): string {
  if (!outdir) {
    const dir = mkdtempSync(path.join(serverDir, '.built-test-'));
    const built = spawnSync(process.execPath, ['build.mjs', dir], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    if (built.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`build.mjs falhou:\n${built.stderr}`);
    }
    outdir = dir;
  }
  return path.join(outdir, 'main.js');
}

/** For the test file's afterAll. */
export function removeServerBundle() {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  outdir = undefined;
}
