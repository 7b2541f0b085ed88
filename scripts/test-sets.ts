/**
 * Lists the vitest files of one set, one path a line, for the CI passes that run a part of the
 * suite (see docs/testing.md):
 *
 *   npx tsx scripts/test-sets.ts clock     # every test that reads a clock, for the 2031 pass
 *   npx tsx scripts/test-sets.ts runtime   # what can differ between Node versions
 *
 * `clock` is found by the code, not by a list: a test file is in it when the file, or anything it
 * imports from this repository (helpers, the app, the components it renders), reads the wall
 * clock (`Date.now()`, `new Date()`, a test clock, fake timers) or starts a child process (a
 * server in its own process reads its own clock). A test that reaches the app through
 * `createTestApp` reads it through sessions, tasks, routines and logs, so it is in; a pure test
 * (a phone formatter, a schema) is not, and gains nothing from another instant.
 *
 * A file tagged `@instant-free: <why>` in a comment is left out of `clock`: what it proves does
 * not move with the date or the hour (a kill -9 in the middle of a write, a folder's permissions),
 * it starts server processes that make it one of the slowest files, and it runs in the PGlite and
 * PostgreSQL passes anyway. The reason is written beside the tag, in the file.
 *
 * `runtime` is the files tagged `@runtime` in a comment, each with its reason: start-up, crypto,
 * streams and the compiled server, the parts a Node major version can change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where each vitest project keeps its tests (as in its vitest.config.ts), and its '@' alias. */
const projects = [
  { dir: 'packages/contract', tests: ['src'] },
  { dir: 'tools/zapi-simulator', tests: ['src', 'test'] },
  { dir: 'tools/cloud-api-simulator', tests: ['src', 'test'] },
  { dir: 'apps/server', tests: ['src', 'test'] },
  { dir: 'apps/web', tests: ['src', 'build'], alias: 'src' },
];

/** Workspace packages by name, to their entry file. */
const workspaces: Record<string, string> = {
  '@conecta/contract': 'packages/contract/src/index.ts',
  '@conecta/zapi-simulator': 'tools/zapi-simulator/src/index.ts',
  '@conecta/cloud-api-simulator': 'tools/cloud-api-simulator/src/index.ts',
};

const CLOCK =
  /\bDate\.now\(|\bnew Date\(\s*\)|\bcreateTestClock\b|useFakeTimers|setSystemTime|\bTemporal\.Now\b|node:child_process/;

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function resolveFile(base: string): string | undefined {
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs'].map((e) => base + e),
    ...['index.ts', 'index.tsx'].map((i) => path.join(base, i)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const project = projects.find((p) => file.startsWith(path.join(root, p.dir) + path.sep));
  const found: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? '';
    let target: string | undefined;
    if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), spec));
    else if (spec.startsWith('@/') && project?.alias)
      target = resolveFile(path.join(root, project.dir, project.alias, spec.slice(2)));
    else if (workspaces[spec]) target = path.join(root, workspaces[spec]);
    if (target) found.push(target);
  }
  return found;
}

const readsClock = new Map<string, boolean>();

/** Whether the file or anything it imports from the repository reads the clock. */
function reachesClock(file: string, seen = new Set<string>()): boolean {
  const known = readsClock.get(file);
  if (known !== undefined) return known;
  if (seen.has(file)) return false;
  seen.add(file);
  const result =
    CLOCK.test(readFileSync(file, 'utf8')) || imports(file).some((f) => reachesClock(f, seen));
  // Only a positive answer is final: a negative one may be a cycle cut short above.
  if (result) readsClock.set(file, true);
  return result;
}

export function testFiles(): string[] {
  return projects
    .flatMap((p) => p.tests.flatMap((t) => walk(path.join(root, p.dir, t))))
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort();
}

const INSTANT_FREE = /@instant-free:\s*\S/;

export function clockTests(): string[] {
  return testFiles().filter((f) => reachesClock(f) && !INSTANT_FREE.test(readFileSync(f, 'utf8')));
}

export function runtimeTests(): string[] {
  return testFiles().filter((f) => /@runtime\b/.test(readFileSync(f, 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const set = process.argv[2];
  const files = set === 'clock' ? clockTests() : set === 'runtime' ? runtimeTests() : undefined;
  if (!files) {
    console.error('uso: npx tsx scripts/test-sets.ts clock|runtime');
    process.exit(2);
  }
  if (files.length === 0) {
    console.error(`Nenhum teste no conjunto '${set}'.`);
    process.exit(1);
  }
  for (const f of files) console.log(path.relative(root, f));
}
