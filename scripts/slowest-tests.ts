/**
 * Prints, from the JSON results a CI run keeps (see .ci/run), the 20 slowest test files of the
 * Vitest passes and the 10 slowest journeys, so the next one to speed the suite up starts from
 * measurements, not from a list kept by hand:
 *
 *   npx tsx scripts/slowest-tests.ts .ci/reports
 *
 * Each `NAME.vitest.json` is one Vitest pass (vitest's json reporter) and each
 * `NAME.playwright.json` the journeys (Playwright's json reporter); NAME says which pass.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface VitestReport {
  numTotalTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; status: string }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{
      projectName: string;
      status?: string;
      results: Array<{ duration: number }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
}

export interface Timed {
  pass: string;
  name: string;
  seconds: number;
  /** Failed, then passed on its retry. */
  flaky?: boolean;
}

export function vitestFiles(pass: string, report: VitestReport): Timed[] {
  return report.testResults.map((r) => ({
    pass,
    name: path.relative(root, r.name),
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

export function journeys(pass: string, report: { suites: PlaywrightSuite[] }): Timed[] {
  const out: Timed[] = [];
  // The top suites are the spec files; the ones below them are `describe` blocks.
  const visit = (suite: PlaywrightSuite, describes: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        out.push({
          pass: `${pass} (${test.projectName})`,
          name: [spec.file, ...describes, spec.title].join(' › '),
          seconds: test.results.reduce((n, r) => n + r.duration, 0) / 1000,
          flaky: test.status === 'flaky',
        });
    for (const child of suite.suites ?? []) visit(child, [...describes, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  return out;
}

function table(title: string, rows: Timed[], count: number) {
  console.log(`\n== ${title} ==`);
  for (const r of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(`${r.seconds.toFixed(1).padStart(7)} s  ${r.pass.padEnd(24)} ${r.name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? '.ci/reports';
  if (!existsSync(dir)) {
    console.error(`Sem resultados em ${dir}.`);
    process.exit(1);
  }
  const files: Timed[] = [];
  const journeyRows: Timed[] = [];
  const flaky: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    // The names scripts/flaky-reporter.ts wrote, one test a line.
    if (name.endsWith('.flaky.txt')) {
      const pass = name.replace('.flaky.txt', '');
      for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n'))
        if (line) flaky.push(`${pass.padEnd(24)} ${line}`);
      continue;
    }
    // Only the runners' results (the folder also holds the PostgreSQL pass's log and markers).
    if (!name.endsWith('.json')) continue;
    const full = path.join(dir, name);
    // A pass that stopped mid-way may leave no file or half of one: report what is whole.
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(full, 'utf8'));
    } catch {
      console.log(`(${name}: resultado incompleto, ignorado)`);
      continue;
    }
    if (name.endsWith('.vitest.json')) {
      const report = json as VitestReport;
      files.push(...vitestFiles(name.replace('.vitest.json', ''), report));
    } else if (name.endsWith('.playwright.json'))
      journeyRows.push(...journeys(name.replace('.playwright.json', ''), json as never));
  }
  table('os 20 arquivos de teste mais lentos (Vitest, todas as etapas)', files, 20);
  table('as 10 jornadas mais lentas (Chromium)', journeyRows, 10);
  for (const r of journeyRows) if (r.flaky) flaky.push(`${r.pass.padEnd(24)} ${r.name}`);
  console.log('\n== testes instáveis (falharam e passaram ao repetir: a corrigir) ==');
  console.log(flaky.length > 0 ? flaky.join('\n') : 'nenhum');
}
