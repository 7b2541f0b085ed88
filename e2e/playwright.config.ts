import { statfsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm is 64 MB:
 * Chromium then keeps its shared memory (the frames it composites) in files under /tmp, on disk.
 * Where /dev/shm is large (24 GB on the CI's machines) the flag only costs system time, so it is
 * dropped there.
 */
function roomyDevShm(): boolean {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

/**
 * One worker by default. E2E_WORKERS=2 gives each worker its own server, data folder and SMTP
 * sink (global-setup.ts starts them on E2E_PORT + its index). CI runs two (.ci/run), with
 * nothing else beside the journeys: with the PostgreSQL pass beside them, two workers once left
 * the first board sync of a fresh server past its 30 s wait (docs/testing.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
/**
 * This worker's server. Playwright loads this file again in each worker process, after setting
 * TEST_PARALLEL_INDEX (0 up to workers - 1, kept by the worker that replaces a failed one); the
 * runner's own copy (no index) is never used by a test.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './support/global-setup.ts',
  // The tests of one file run in order, in one worker; the files are shared between the workers,
  // so no file may rely on another having run before it (each starts from what it needs).
  fullyParallel: false,
  workers,
  // On CI a journey that fails runs once more (a loaded 2-core machine has hiccups); the list
  // reporter marks it flaky and .ci/run's summary names it, to be fixed.
  retries: process.env.CI ? 1 : 0,
  // Generous: a journey waits for what it expects, and a busy 2-core CI machine is slow.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // CI keeps the journeys' results as JSON (the file PLAYWRIGHT_JSON_OUTPUT_NAME names), from
  // which it prints the slowest journeys at its end (scripts/slowest-tests.ts).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The chat journeys record voice from Chromium's fake microphone and hear the chime.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    // '@phone-only': a journey that sets its own sizes (390 px, and 1366 where it checks a
    // computer too) runs in the phone project alone; '@phone' ones that read the project's size
    // run in both.
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 860 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
