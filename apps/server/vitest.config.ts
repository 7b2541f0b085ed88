import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
  },
});
