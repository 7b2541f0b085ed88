/**
 * A Vitest reporter that names every test that failed and then passed on its retry (CI allows
 * one, see docs/testing.md). A retry keeps a slow day's hiccup from throwing a run away, but a
 * flaky test is a bug to fix: the list is printed at the end of the pass and written to the file
 * VITEST_FLAKY_REPORT names, from which .ci/run's summary prints them again.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';

import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    this.flaky.push(`${file} › ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.warn(`\nTestes que falharam e passaram ao repetir (instáveis, a corrigir):`);
    for (const name of this.flaky) console.warn(`  ${name}`);
    const out = process.env.VITEST_FLAKY_REPORT;
    if (out) appendFileSync(out, this.flaky.map((n) => `${n}\n`).join(''));
  }
}
