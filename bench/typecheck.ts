/**
 * Typecheck time, side by side in one run: the seven `tsc -p` runs one after another (how
 * `npm run typecheck` ran before issue 20) against `tsc -b` over the project references (how it
 * runs now), cold, again with nothing changed, and after one web file and one contract file
 * change. Run: npx tsx bench/typecheck.ts
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc');
const PROJECTS = [
  'packages/contract',
  'apps/server',
  'apps/web',
  'tools/zapi-simulator',
  'e2e',
  'bench',
  'scripts',
];

function seconds(run: () => void): number {
  const t0 = performance.now();
  run();
  return (performance.now() - t0) / 1000;
}

function tscRun(args: string[]): void {
  execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
}

/** The old way: each project on its own, checking the contract's sources again every time. */
function sevenRuns(): void {
  for (const project of PROJECTS) {
    tscRun([
      '-p',
      project,
      '--composite',
      'false',
      '--emitDeclarationOnly',
      'false',
      '--noEmit',
      '--incremental',
      'false',
      '--tsBuildInfoFile',
      'null',
    ]);
  }
}

/** Appends a comment line to a file for the duration of `run`, then puts the file back. */
function withChanged(file: string, run: () => void): void {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  appendFileSync(full, '\n// bench/typecheck.ts\n');
  try {
    run();
  } finally {
    writeFileSync(full, before);
  }
}

const rows: [string, number][] = [];
rows.push(['seven tsc -p, one after another', seconds(sevenRuns)]);
rmSync(cache, { recursive: true, force: true });
rows.push(['tsc -b, cold (no build info)', seconds(() => tscRun(['-b']))]);
rows.push(['tsc -b, nothing changed', seconds(() => tscRun(['-b']))]);
withChanged('apps/web/src/lib/http.ts', () => {
  rows.push(['tsc -b, one web file changed', seconds(() => tscRun(['-b']))]);
});
withChanged('packages/contract/src/plural.ts', () => {
  rows.push(['tsc -b, one contract file changed', seconds(() => tscRun(['-b']))]);
});
// Leaves the build info matching the files as they are again.
tscRun(['-b']);

for (const [label, s] of rows) process.stdout.write(`${label.padEnd(36)} ${s.toFixed(1)} s\n`);
