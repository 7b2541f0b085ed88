/**
 * First load of /login in headless Chromium: every JavaScript file the page fetches, with its
 * gzip size (what a compressing proxy or CDN sends), and proof that the signed-in screens' code is
 * not among them. Then the same for /dashboard after signing in, to show the split.
 * Run: npm run build && npx tsx bench/login-first-load.ts
 */
import { gzipSync } from 'node:zlib';

import { launchChromium, snapshotWebDist } from './bench-browser.ts';
import { startBenchApp } from './bench-app.ts';

const LIMIT_KB = 250;

const bench = await startBenchApp('http://127.0.0.1:1', { webDist: snapshotWebDist() });
const browser = await launchChromium();

async function scriptsOf(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Array<{ file: string; gzipKB: number }> = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    scripts.push({
      file: new URL(res.url()).pathname.replace('/assets/', ''),
      gzipKB: +(gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
    });
  });
  await page.goto(`${bench.url}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

const login = await scriptsOf('/login');
const loginKB = +login.reduce((n, s) => n + s.gzipKB, 0).toFixed(1);
const leaked = login.filter((s) => /dashboard|admin|signed-in/.test(s.file)).map((s) => s.file);

const token = await bench.token();
const afterLogin = await (async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ([t, id]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userId', id);
    },
    [token, bench.userId] as const,
  );
  const files: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') files.push(new URL(res.url()).pathname);
  });
  await page.goto(`${bench.url}/dashboard`, { waitUntil: 'networkidle' });
  await context.close();
  return files.filter((f) => /dashboard-page/.test(f));
})();

console.log(
  JSON.stringify({
    bench: 'login-first-load',
    loginScripts: login.length,
    loginGzipKB: loginKB,
    limitKB: LIMIT_KB,
    withinLimit: loginKB <= LIMIT_KB,
    dashboardCodeOnLogin: leaked,
    dashboardChunkOnDashboard: afterLogin.length > 0,
    files: login,
  }),
);
await browser.close();
await bench.close();
