import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** The built web app; BENCH_WEB_DIST names another build (e.g. an unminified one to profile). */
const webDist =
  process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * A private copy of the built web app. Other work on this machine may rebuild apps/web/dist while
 * a benchmark runs, and a rebuild renames the hashed assets the served index.html points at.
 */
export function snapshotWebDist(): string {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('A interface web não foi compilada: rode "npm run build" antes.');
  }
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'cc-bench-web-')), 'dist');
  cpSync(webDist, copy, { recursive: true });
  return copy;
}

/** Debian's Chromium, headless, with the launch flags the e2e journeys use (never a download). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
}

/**
 * A fresh context (no cache) with the desktop viewport and locale of the e2e journeys, signed in
 * as `session` the way the login page leaves it (token and user id in localStorage). tsx compiles
 * with esbuild's keepNames, which wraps the benchmarks' own functions in `__name(...)` calls;
 * those functions are sent to the page as source text, so the page gets a `__name` that hands the
 * function back.
 */
export async function newBenchContext(
  browser: Browser,
  baseURL: string,
  session: { token: string; userId: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 860 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  }, session);
  return context;
}
