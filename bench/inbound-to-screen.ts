/**
 * A patient's message, from the moment the Z-API simulator receives it (its control API's
 * inbound call, which sends the webhook to the server) to its text on screen in headless
 * Chromium: in the chat window open on that patient, and on the board of a second tab of the same
 * clinic (the card's preview). Two builds of the web app in the same run, each served by its own
 * server and simulator, messages alternating between them: BENCH_WEB_DIST_BEFORE (another build,
 * e.g. of the previous commit) and BENCH_WEB_DIST (or apps/web/dist). Between messages a random
 * pause of 1 to 3 s, so a message lands anywhere in the window's 2 s poll.
 * Run: npm run build && BENCH_WEB_DIST_BEFORE=/tmp/old/dist npx tsx bench/inbound-to-screen.ts
 * (BENCH_MESSAGES per build, 20 by default; BENCH_DATABASE_URL for PostgreSQL; BENCH_PORT)
 *
 * Issue 51: where the time goes, as moments after the simulator's call (all on this machine's
 * clock): the webhook answered (the server's HTTP answer to the simulator: the message stored
 * and committed), the live event back from the database on the server's bus (its NOTIFY; the
 * SSE streams are written in the same turn), the `new-message` event in the board tab's
 * EventSource (read before the app's own listeners), and the text in the board's DOM.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

import { MSG } from '@conecta/contract';
import type { Page } from '@playwright/test';

import { chats } from '../apps/server/src/db/schema.ts';
import { createZapiProvider } from '../apps/server/src/providers/zapi/zapi-provider.ts';
import { percentile } from './bench-app.ts';
import { launchChromium, newBenchContext, snapshotWebDist } from './bench-browser.ts';
import { startConnectedBench } from './connected-bench.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const before = process.env.BENCH_WEB_DIST_BEFORE;
if (!before) throw new Error('BENCH_WEB_DIST_BEFORE: a pasta dist da versão anterior');
const NAME = 'Paciente Bench';
/** BENCH_PORT: the two servers on this port and the next (a shared machine's own range). */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const PHONE = '5511988887777';

const browser = await launchChromium();

/** One build: its server and simulator, a tab with the patient's chat open and a board tab. */
async function startSide(label: string, webDist: string, port?: number) {
  const setup = await startConnectedBench({ webDist, ...(port ? { port } : {}) });
  const { bench } = setup;
  await bench.database.db.insert(chats).values(
    [PHONE, '5511988880001', '5511988880002'].map((phone, i) => ({
      clinicId: bench.userId,
      chatId: phone,
      phone,
      name: i === 0 ? NAME : `Paciente ${i}`,
      lastMessageTime: new Date(Date.now() - (i + 1) * 60_000),
      lastMessageContent: 'Olá, gostaria de marcar uma consulta',
    })),
  );
  await setup.markSynced(3);
  // The simulator sends the patient's messages to this server, as after a real connection.
  await createZapiProvider({ baseUrl: setup.simUrl }).configureWebhooks(
    bench.app.services.access.credentials(bench.instance),
    `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`,
  );
  const session = { token: await bench.token(), userId: bench.userId };
  // The moments of each message's path on the server: the webhook's answer, the bus's event.
  const answered: number[] = [];
  bench.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/webhooks/zapi/'))
      res.once('finish', () => answered.push(performance.timeOrigin + performance.now()));
  });
  const onBus = new Map<string, number>();
  bench.app.services.bus.subscribe(bench.userId, (e) => {
    const text = (e.data as { message?: unknown }).message;
    if (e.type === 'new-message' && typeof text === 'string')
      onBus.set(text, performance.timeOrigin + performance.now());
  });
  const open = async (): Promise<Page> => {
    const context = await newBenchContext(browser, bench.url, session);
    // Each stream's `new-message` as it arrives, before the app's listeners run.
    await context.addInitScript(() => {
      const Original = window.EventSource;
      const seen: Record<string, number> = {};
      (window as unknown as { benchSse: Record<string, number> }).benchSse = seen;
      window.EventSource = class extends Original {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('new-message', (e) => {
            try {
              const data = JSON.parse((e as MessageEvent<string>).data) as { message?: string };
              if (data.message) seen[data.message] = performance.timeOrigin + performance.now();
            } catch {
              /* not the bench's */
            }
          });
        }
      };
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: MSG.board.openChat(NAME), exact: true }).waitFor();
    return page;
  };
  const windowPage = await open();
  await windowPage.getByRole('button', { name: MSG.board.openChat(NAME), exact: true }).click();
  await windowPage.getByRole('dialog', { name: NAME }).waitFor();
  const boardPage = await open();
  const inbound = (message: string) =>
    setup.control(`/instances/${bench.instance.instanceId}/inbound`, {
      phone: PHONE,
      name: NAME,
      message,
    });
  return {
    label,
    setup,
    windowPage,
    boardPage,
    inbound,
    answered,
    onBus,
    window: [] as number[],
    board: [] as number[],
    spans: { answered: [] as number[], bus: [] as number[], sse: [] as number[] },
  };
}

type Seen = Record<string, Promise<number>>;

/**
 * Watches for `text` under `selector`, armed before the message is sent; answers the function
 * that waits for when (epoch ms, the page's clock, which is this machine's) it was first in the
 * DOM. A MutationObserver looks at every change.
 */
async function arm(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ under, wanted }) => {
      const seen = () => document.querySelector(under)?.textContent?.includes(wanted) === true;
      if (seen()) throw new Error(`"${wanted}" já estava na tela`);
      const all = ((window as unknown as { benchSeen?: Seen }).benchSeen ??= {});
      all[wanted] = new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`"${wanted}" não chegou em 20 s`));
        }, 20_000);
      });
    },
    { under: selector, wanted: text },
  );
  return () => page.evaluate((t) => (window as unknown as { benchSeen: Seen }).benchSeen[t]!, text);
}

const sides = [
  await startSide('antes', before, PORT),
  await startSide(
    'depois',
    process.env.BENCH_WEB_DIST
      ? snapshotWebDist()
      : fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
    PORT ? PORT + 1 : undefined,
  ),
];

const round = async (n: number, record: boolean) => {
  for (const side of n % 2 === 0 ? sides : [...sides].reverse()) {
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
    const text = `Mensagem ${side.label} ${n} ${Math.random().toString(36).slice(2, 8)}`;
    const inWindow = await arm(side.windowPage, '[role="dialog"]', text);
    const onBoard = await arm(side.boardPage, 'main', text);
    const answeredBefore = side.answered.length;
    const sentAt = performance.timeOrigin + performance.now();
    await side.inbound(text);
    const [w, b] = await Promise.all([inWindow(), onBoard()]);
    if (record) {
      side.window.push(w - sentAt);
      side.board.push(b - sentAt);
      const sse = await side.boardPage.evaluate(
        (t) => (window as unknown as { benchSse: Record<string, number> }).benchSse[t],
        text,
      );
      side.spans.answered.push((side.answered[answeredBefore] ?? NaN) - sentAt);
      side.spans.bus.push((side.onBus.get(text) ?? NaN) - sentAt);
      side.spans.sse.push((sse ?? NaN) - sentAt);
    }
  }
};

await round(-1, false); // warm-up
for (let n = 0; n < MESSAGES; n++) await round(n, true);

const median = (xs: number[]) =>
  +percentile(
    xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b),
    50,
  ).toFixed(1);
const summary = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    medianMs: Math.round(percentile(sorted, 50)),
    p90Ms: Math.round(percentile(sorted, 90)),
    maxMs: Math.round(sorted.at(-1)!),
  };
};
console.log(
  JSON.stringify({
    bench: 'inbound-to-screen',
    database: sides[0]!.setup.bench.kind,
    messages: MESSAGES,
    results: sides.map((s) => ({
      build: s.label,
      window: summary(s.window),
      board: summary(s.board),
      // Medians of the moments after the simulator's call (ms), then of each step alone.
      boardPath: {
        webhookAnswered: median(s.spans.answered),
        eventOnServerBus: median(s.spans.bus),
        sseInBrowser: median(s.spans.sse),
        onScreen: median(s.board),
        steps: {
          webhookToBus: median(s.spans.bus.map((x, i) => x - s.spans.answered[i]!)),
          busToBrowser: median(s.spans.sse.map((x, i) => x - s.spans.bus[i]!)),
          browserToDom: median(s.board.map((x, i) => x - s.spans.sse[i]!)),
        },
      },
    })),
  }),
);

await browser.close();
for (const side of sides) await side.setup.close();
