import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // On CI a failed test runs once more: a hiccup of a loaded 2-core machine does not throw away
    // an hour's run, and scripts/flaky-reporter.ts names the test so that it gets fixed (a test
    // that fails twice still fails the run).
    retry: process.env.CI ? 1 : 0,
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    globals: true,
    restoreMocks: true,
    setupFiles: ['./src/test-setup.ts'],
    // Above the 20 s a query waits (test-setup.ts), so a missing element fails as "not found".
    testTimeout: 30_000,
    // Each file in a fresh VM context of a long-lived worker, instead of a fresh process with its
    // own jsdom and module graph: the same isolation between files (a module's state starts anew
    // in each), at 126 s instead of 297 s for the 152 files (docs/testing.md, 2026-11-30).
    pool: 'vmThreads',
  },
});
