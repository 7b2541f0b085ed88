import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'tools/zapi-simulator',
      'tools/cloud-api-simulator',
      'tools/openai-simulator',
    ],
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine such
    // as CI's. Most API test time is spent waiting on sockets, timers and child processes, not on
    // the CPU, so two files side by side take about half as long there. Every file already has
    // its own database, data folder, ports and log file, so nothing is shared between workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI keeps each pass's results as JSON, from which it prints the slowest files at its end
    // (scripts/slowest-tests.ts); a developer's run prints only the usual lines.
    reporters: process.env.VITEST_JSON_REPORT
      ? [
          'default',
          ['json', { outputFile: process.env.VITEST_JSON_REPORT }],
          './scripts/flaky-reporter.ts',
        ]
      : ['default', './scripts/flaky-reporter.ts'],
  },
});
