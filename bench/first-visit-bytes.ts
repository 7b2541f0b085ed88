/**
 * Bytes on the wire, side by side in one run: the build served as before (no pre-compressed
 * files, so every asset goes raw) and as now (.br/.gz beside each asset), for the first visit to
 * /dashboard in Chromium (HTML, JS, CSS, fonts, as the browser counts them); and the board's chat
 * list of 10,000 chats, raw (what the server sent before, whatever the client accepted) and as
 * brotli and gzip now.
 * Run: npm run build && npx tsx bench/first-visit-bytes.ts
 */
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

import { launchChromium, newBenchContext, snapshotWebDist } from './bench-browser.ts';
import { startBenchApp } from './bench-app.ts';
import { seedBenchChats } from './seed-bench-chats.ts';

const N = Number(process.env.BENCH_CHATS ?? 10_000);

/** A copy of the build without its .br/.gz files: what the server had to send before. */
function withoutPrecompressed(dist: string): string {
  const copy = `${dist}-raw`;
  cpSync(dist, copy, { recursive: true });
  for (const rel of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (/\.(br|gz)$/.test(rel)) rmSync(path.join(copy, rel));
  }
  return copy;
}

/** The answer's size as sent (status line, headers and body, without decoding), and its tag. */
function wireBytes(
  url: string,
  token: string,
  acceptEncoding: string,
  ifNoneMatch?: string,
): Promise<{ bytes: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'accept-encoding': acceptEncoding,
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    };
    const req = request(url, { headers }, (res) => {
      let n = 15 + res.rawHeaders.reduce((sum, h) => sum + h.length + 2, 0);
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve({ bytes: n, etag: res.headers.etag }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstVisit(webDist: string) {
  const bench = await startBenchApp('http://127.0.0.1:1', { webDist });
  const browser = await launchChromium();
  try {
    const context = await newBenchContext(browser, bench.url, {
      token: await bench.token(),
      userId: bench.userId,
    });
    const page = await context.newPage();
    const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (!['document', 'script', 'stylesheet', 'font'].includes(type)) return;
      sizes.push(
        req.sizes().then((s) => ({ type, bytes: s.responseBodySize + s.responseHeadersSize })),
      );
    });
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    await context.close();
    const kb = (type?: string) =>
      Math.round(
        all.filter((s) => !type || s.type === type).reduce((n, s) => n + s.bytes, 0) / 1024,
      );
    return { files: all.length, totalKB: kb(), scriptKB: kb('script'), cssKB: kb('stylesheet') };
  } finally {
    await browser.close();
    await bench.close();
  }
}

const dist = snapshotWebDist();
const before = await firstVisit(withoutPrecompressed(dist));
const after = await firstVisit(dist);

const bench = await startBenchApp('http://127.0.0.1:1');
await seedBenchChats(bench.database.db, bench.userId, N);
const token = await bench.token();
// BENCH_LIST_QUERY: the board's paged first load ('?limit=50', issue 51) instead of the whole list.
const url = `${bench.url}/dashboard/zapi/chats${process.env.BENCH_LIST_QUERY ?? ''}`;
const BROWSER = 'gzip, deflate, br';
const brotli = await wireBytes(url, token, BROWSER);
const chatList = {
  chats: N,
  rawKB: Math.round((await wireBytes(url, token, 'identity')).bytes / 1024),
  brotliKB: Math.round(brotli.bytes / 1024),
  gzipKB: Math.round((await wireBytes(url, token, 'gzip')).bytes / 1024),
};
// An idle board checks the status and the chat list every 10 s: six times a minute.
const status = await wireBytes(`${bench.url}/dashboard/zapi/status`, token, BROWSER);
const unchanged = await wireBytes(url, token, BROWSER, brotli.etag);
const idleBoardPerMinute = {
  beforeKB: Math.round((6 * (chatList.rawKB * 1024 + status.bytes)) / 1024),
  compressedKB: Math.round((6 * (brotli.bytes + status.bytes)) / 1024),
  conditionalKB: +((6 * (unchanged.bytes + status.bytes)) / 1024).toFixed(1),
};
await bench.close();

console.log(
  JSON.stringify({
    bench: 'first-visit-bytes',
    dashboard: { before, after },
    chatList,
    idleBoardPerMinute,
  }),
);
