/**
 * A chat of 3,000 messages in headless Chromium, side by side in one run: the web app as it was
 * before paging (BENCH_BEFORE_REV, built here from git into a temporary worktree: it loads the
 * whole history and polls all of it every 2 s) and as built now (the newest 50, then only what
 * changed). For each: the time from the click on the card to the newest message painted (fresh
 * page each run), and the bytes the open, idle window and its board move in a minute.
 * Run: npm run build && npx tsx bench/long-chat-open.ts   (BENCH_RUNS, BENCH_IDLE_SECONDS)
 * BENCH_PROFILE=1 also prints where the last run's open spent the main thread; BENCH_TIMELINE=1
 * the requests each open made before the paint (path, start and end in ms from the click).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { MSG } from '@conecta/contract';
import type { Page } from '@playwright/test';

import { chats, messages } from '../apps/server/src/db/schema.ts';
import { percentile } from './bench-app.ts';
import { launchChromium, newBenchContext, snapshotWebDist } from './bench-browser.ts';
import { startConnectedBench } from './connected-bench.ts';
import { startCpuProfile, topSelfTime } from './cpu-profile.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const BEFORE_REV = process.env.BENCH_BEFORE_REV ?? '6ca7d2d';
const NAME = 'Paciente de conversa longa';
const PHONE = '5511988887777';
const last = `Mensagem ${MESSAGES} da conversa longa`;

/** The web app of `rev`, built once into a worktree that shares this checkout's node_modules. */
function buildBefore(rev: string): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = path.join(tmpdir(), `cc-bench-before-${rev}`);
  const dist = path.join(dir, 'apps/web/dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  if (!existsSync(dir)) {
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, rev], {
      stdio: 'inherit',
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(dir, 'apps/web'),
    stdio: 'inherit',
  });
  return dist;
}

/**
 * Time from the click on the card to the newest message painted, measured in the page, and when
 * the messages' answer had fully arrived (the rest is the browser's work).
 */
function openAndTime(
  page: Page,
): Promise<{ inDomMs: number; paintedMs: number; answeredMs: number }> {
  return page.evaluate(
    async ({ label, text }) => {
      const card = document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
      const t0 = performance.now();
      const hasLast = () =>
        Array.from(document.querySelectorAll('[role="dialog"] li')).some((li) =>
          li.textContent?.includes(text),
        );
      // In the page as soon as React puts it there (a MutationObserver runs right after), then
      // painted two animation frames later.
      const inDom = await new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!hasLast()) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        card.click();
      });
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
      const painted = performance.now() - t0;
      (window as unknown as { benchMarks: unknown }).benchMarks = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0)
        .map((e) => [
          e.name.slice(22, 80),
          Math.round(e.startTime - t0),
          Math.round((e as PerformanceResourceTiming).responseEnd - t0),
        ]);
      const answer = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/dashboard/messages/') && e.startTime >= t0)
        .map((e) => (e as PerformanceResourceTiming).responseEnd - t0)
        .sort((a, b) => a - b)[0];
      return { inDomMs: inDom, paintedMs: painted, answeredMs: answer ?? -1 };
    },
    { label: MSG.board.openChat(NAME), text: last },
  );
}

async function measure(webDist: string) {
  const setup = await startConnectedBench({ webDist });
  const { bench } = setup;
  const db = bench.database.db;
  const start = Date.now() - MESSAGES * 60_000;
  await db.insert(chats).values({
    clinicId: bench.userId,
    chatId: PHONE,
    phone: PHONE,
    name: NAME,
    lastMessageTime: new Date(),
    lastMessageContent: last,
  });
  for (let i = 0; i < MESSAGES; i += 500) {
    await db.insert(messages).values(
      Array.from({ length: Math.min(500, MESSAGES - i) }, (_, k) => {
        const n = i + k + 1;
        return {
          clinicId: bench.userId,
          chatId: PHONE,
          messageId: `long-${n}`,
          fromMe: n % 3 === 0,
          type: 'text' as const,
          content: `Mensagem ${n} da conversa longa`,
          status: n % 3 === 0 ? 'READ' : 'RECEIVED',
          timestamp: new Date(start + n * 60_000),
        };
      }),
    );
  }
  await setup.markSynced(1);
  const session = { token: await bench.token(), userId: bench.userId };
  const browser = await launchChromium();
  const times: number[] = [];
  const answered: number[] = [];
  const inDom: number[] = [];
  let idle = { messagesKB: 0, allApiKB: 0 };
  for (let run = 0; run < RUNS; run++) {
    const context = await newBenchContext(browser, bench.url, session);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: MSG.board.openChat(NAME) }).waitFor();
    const profiled = process.env.BENCH_PROFILE === '1' && run === RUNS - 1;
    const stopProfile = profiled ? await startCpuProfile(await context.newCDPSession(page)) : null;
    const timed = await openAndTime(page);
    if (process.env.BENCH_TIMELINE)
      console.log(
        JSON.stringify(
          await page.evaluate(() => (window as unknown as { benchMarks: unknown }).benchMarks),
        ),
      );
    if (stopProfile) console.log(JSON.stringify({ selfTimeMs: topSelfTime(await stopProfile()) }));
    times.push(timed.paintedMs);
    answered.push(timed.answeredMs);
    inDom.push(timed.inDomMs);
    if (run === RUNS - 1) {
      // The window open and nothing happening: what its polls and the board's checks move.
      // Every API answer: status line, headers and body (bodies as decoded: the polls are small,
      // and a 304 has none). Chromium's own transfer sizes leave out these fetches.
      await page.waitForTimeout(3000);
      const counted: Array<Promise<{ path: string; bytes: number }>> = [];
      page.on('requestfinished', (req) => {
        const { pathname } = new URL(req.url());
        if (!pathname.startsWith('/dashboard')) return;
        counted.push(
          (async () => {
            const res = (await req.response())!;
            const headers = await res.headersArray();
            const body = res.status() === 304 ? 0 : (await res.body()).length;
            const head = headers.reduce((n, h) => n + h.name.length + h.value.length + 4, 15);
            return { path: pathname, bytes: head + body };
          })(),
        );
      });
      await page.waitForTimeout(IDLE_SECONDS * 1000);
      const all = await Promise.all(counted);
      const perMinute = (list: typeof all) =>
        +((list.reduce((n, s) => n + s.bytes, 0) / 1024) * (60 / IDLE_SECONDS)).toFixed(1);
      idle = {
        messagesKB: perMinute(all.filter((s) => s.path.startsWith('/dashboard/messages/'))),
        allApiKB: perMinute(all),
      };
    }
    await context.close();
  }
  await browser.close();
  await setup.close();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    openToPaintedMs: {
      median: Math.round(percentile(sorted, 50)),
      min: Math.round(sorted[0]!),
      max: Math.round(sorted.at(-1)!),
    },
    newestInDomMs: Math.round(
      percentile(
        [...inDom].sort((a, b) => a - b),
        50,
      ),
    ),
    messagesAnsweredMs: Math.round(
      percentile(
        [...answered].sort((a, b) => a - b),
        50,
      ),
    ),
    idleKBPerMinute: idle,
  };
}

// BENCH_ONLY_NOW=1 skips the build before paging (to profile today's).
const before = process.env.BENCH_ONLY_NOW === '1' ? null : await measure(buildBefore(BEFORE_REV));
const now = await measure(snapshotWebDist());
console.log(
  JSON.stringify({
    bench: 'long-chat-open',
    messages: MESSAGES,
    runs: RUNS,
    beforeRev: BEFORE_REV,
    before,
    now,
  }),
);
