import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On CI a failed test runs once more: a hiccup of a loaded 2-core machine does not throw away
    // an hour's run, and scripts/flaky-reporter.ts names the test so that it gets fixed (a test
    // that fails twice still fails the run).
    retry: process.env.CI ? 1 : 0,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.pg.test.ts` need a PostgreSQL server (two processes on one database, a database outage):
    // they run where TEST_DATABASE_URL names one (CI's second pass), and are not listed otherwise.
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
    // Collects every test app's server log and fails the run if a secret reached one.
    globalSetup: ['test/helpers/log-scan.global.ts'],
    // Generous: tests wait for events, and a busy 2-core CI machine is slow (see helpers/wait-for.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker imports the app once and runs its files one after another, instead of a fresh
    // module graph per file: importing the server took about half of a file's time (measured:
    // 20 API files in 120 s isolated, 60 s not). Nothing in the server keeps state in a module
    // (every app, database, clock and port belongs to its test), and no test mocks a module.
    isolate: false,
  },
});
