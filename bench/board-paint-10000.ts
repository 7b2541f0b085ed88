/**
 * The dashboard with 10,000 chats in headless Chromium: time from the moment the chat list has
 * fully arrived in the browser to the board painted and scrollable (cards in all seven columns,
 * then one column scrolled a screen past its rendered cards and the new ones painted). Fresh page
 * each run.
 * Run: npm run build && npx tsx bench/board-paint-10000.ts   (BENCH_RUNS, BENCH_CHATS)
 * BENCH_PROFILE=1 also prints where the last run's main thread spent its time (build unminified
 * into another folder and name it in BENCH_WEB_DIST to read the function names).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

import { COLUMNS, MSG } from '@conecta/contract';

import { chats } from '../apps/server/src/db/schema.ts';
import { percentile } from './bench-app.ts';
import { launchChromium, newBenchContext } from './bench-browser.ts';
import { installBoardPaintProbe, type BoardPaintResult } from './board-paint-probe.ts';
import { startConnectedBench } from './connected-bench.ts';
import { startCpuProfile, topSelfTime } from './cpu-profile.ts';
import { tagSomeChats } from './tag-some-chats.ts';

const N = Number(process.env.BENCH_CHATS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const setup = await startConnectedBench();
const { bench } = setup;
const db = bench.database.db;
const now = Date.now();
for (let i = 0; i < N; i += 1000) {
  await db.insert(chats).values(
    Array.from({ length: Math.min(1000, N - i) }, (_, k) => {
      const n = i + k;
      const group = n % 97 === 0;
      const phone = `55119${String(n).padStart(8, '0')}`;
      return {
        clinicId: bench.userId,
        chatId: group ? `${phone}-group` : phone,
        phone,
        name: group ? `Grupo da equipe ${n}` : `Paciente ${n}`,
        isGroup: group,
        unread: n % 5 === 0 ? n % 7 : 0,
        lastMessageTime: new Date(now - n * 60_000),
        lastMessageContent: `Mensagem de teste ${n} com algum texto para parecer real`,
        column: COLUMNS[n % COLUMNS.length]!.backend,
      };
    }),
  );
}
// A tenth of the chats carry one to three tags.
await tagSomeChats(db, bench.userId, N / 10, (i) => 1 + (i % 3));
await setup.markSynced(N);

/** The navigation's and each resource's moments, in ms from navigation start, in the page. */
function pageWaterfall() {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const round = (n: number) => Math.round(n);
  return [
    {
      name: 'document',
      start: 0,
      end: round(nav.responseEnd),
      domReady: round(nav.domContentLoadedEventEnd),
    },
    ...performance.getEntriesByType('resource').map((r) => ({
      name: r.name.replace(location.origin, ''),
      start: round(r.startTime),
      end: round((r as PerformanceResourceTiming).responseEnd),
    })),
    ...performance
      .getEntriesByType('paint')
      .map((p) => ({ name: p.name, start: round(p.startTime), end: round(p.startTime) })),
  ];
}

const session = { token: await bench.token(), userId: bench.userId };
const browser = await launchChromium();
const results: Array<Extract<BoardPaintResult, { ok: true }>> = [];
for (let run = 0; run < RUNS; run++) {
  const context = await newBenchContext(browser, bench.url, session);
  await context.addInitScript(installBoardPaintProbe, {
    boardLabel: MSG.board.label,
    columns: COLUMNS.length,
    listPath: '/dashboard/zapi/chats',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('crash', () => problems.push('a aba do Chromium caiu (crash)'));
  const profiled = process.env.BENCH_PROFILE === '1' && run === RUNS - 1;
  const stopProfile = profiled ? await startCpuProfile(await context.newCDPSession(page)) : null;
  await page.goto('/dashboard');
  const result = await page
    .evaluate(
      () => (window as unknown as { benchBoardPaint: Promise<BoardPaintResult> }).benchBoardPaint,
    )
    .catch((error: unknown) => ({ ok: false as const, error: `${error} ${problems.join('; ')}` }));
  if (stopProfile) console.log(JSON.stringify({ selfTimeMs: topSelfTime(await stopProfile()) }));
  // BENCH_WATERFALL=1: what the page asked for before the list and when (ms from navigation).
  if (process.env.BENCH_WATERFALL === '1' && run === RUNS - 1)
    console.log(JSON.stringify({ waterfall: await page.evaluate(pageWaterfall) }));
  if (!result.ok) {
    const shot = path.join(tmpdir(), 'board-paint-failure.png');
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`execução ${run + 1}: ${result.error} (tela em ${shot})`);
  }
  await context.close();
  results.push(result);
}
await browser.close();

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: Math.round(percentile(sorted, 50)),
    min: Math.round(sorted[0]!),
    max: Math.round(sorted[sorted.length - 1]!),
    p90: Math.round(percentile(sorted, 90)),
  };
};
console.log(
  JSON.stringify({
    bench: 'board-paint',
    db: bench.kind,
    chats: N,
    runs: RUNS,
    paintedAndScrolledMs: stats(results.map((r) => r.totalMs)),
    cardsPaintedMs: stats(results.map((r) => r.cardsMs)),
    pageLoadToCardsMs: stats(results.map((r) => r.pageToCardsMs)),
    pageLoadToScrolledMs: stats(results.map((r) => r.pageToScrolledMs)),
    listRequestMs: stats(results.map((r) => r.listArrivedMs - r.listSentMs)),
    renderedCards: results[0]!.renderedCards,
    scrollHeightPx: results[0]!.scrollHeight,
  }),
);
await setup.close();
