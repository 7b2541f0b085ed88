/**
 * A text sent from the chat window in headless Chromium: time from the click on the send button
 * to the bubble leaving SENDING (its data-status changes once the server answered, which it does
 * after the provider took the message). The simulator answers at once, then with 300 ms of
 * latency on every call. One page, 20 sends per latency after one warm-up.
 * Run: npm run build && npx tsx bench/send-latency.ts   (BENCH_SENDS)
 */
import { MSG } from '@conecta/contract';

import { chats } from '../apps/server/src/db/schema.ts';
import { percentile } from './bench-app.ts';
import { launchChromium, newBenchContext } from './bench-browser.ts';
import { startConnectedBench } from './connected-bench.ts';
import { installSendProbe, type SendProbe, type SendResult } from './send-latency-probe.ts';

const SENDS = Number(process.env.BENCH_SENDS ?? 20);
const LATENCIES = [0, 300];
const NAME = 'Paciente Bench';
const PHONE = '5511988887777';

const setup = await startConnectedBench();
const { bench } = setup;
await bench.database.db.insert(chats).values(
  [PHONE, '5511988880001', '5511988880002'].map((phone, i) => ({
    clinicId: bench.userId,
    chatId: phone,
    phone,
    name: i === 0 ? NAME : `Paciente ${i}`,
    lastMessageTime: new Date(Date.now() - i * 60_000),
    lastMessageContent: 'Olá, gostaria de marcar uma consulta',
  })),
);
await setup.markSynced(3);

const browser = await launchChromium();
const context = await newBenchContext(browser, bench.url, {
  token: await bench.token(),
  userId: bench.userId,
});
await context.addInitScript(installSendProbe, {
  sendLabel: MSG.chatWindow.send,
  sendPath: '/dashboard/messages/send',
});
const page = await context.newPage();
await page.goto('/dashboard');
await page.getByRole('button', { name: MSG.board.openChat(NAME), exact: true }).click();
const win = page.getByRole('dialog', { name: NAME });
const field = win.getByRole('textbox', { name: MSG.chatWindow.inputLabel });
const send = win.getByRole('button', { name: MSG.chatWindow.send });

async function sendOnce(text: string): Promise<{ ms: number; requestMs: number }> {
  await field.fill(text);
  await page.evaluate(
    (t) => (window as unknown as { benchSendProbe: SendProbe }).benchSendProbe.arm(t),
    text,
  );
  await send.click();
  const result = await page.evaluate(
    () =>
      (window as unknown as { benchSendProbe: SendProbe }).benchSendProbe
        .result as Promise<SendResult>,
  );
  if (!result.ok) throw new Error(result.error);
  if (!result.sawSending) throw new Error(`"${text}" não passou por SENDING`);
  // The window refetches its messages after a send: let that finish, as a person typing would.
  await page.waitForTimeout(250);
  return result;
}

const rows = [];
for (const ms of LATENCIES) {
  await setup.control('/latency', { ms });
  await sendOnce(`[aquecimento ${ms} ms]`);
  const sends = [];
  for (let i = 0; i < SENDS; i++) {
    sends.push(await sendOnce(`[envio ${String(i + 1).padStart(2, '0')} com ${ms} ms]`));
  }
  const times = sends.map((x) => x.ms).sort((a, b) => a - b);
  const requests = sends.map((x) => x.requestMs).sort((a, b) => a - b);
  rows.push({
    simulatorLatencyMs: ms,
    sends: SENDS,
    medianMs: Math.round(percentile(times, 50)),
    p90Ms: Math.round(percentile(times, 90)),
    minMs: Math.round(times[0]!),
    maxMs: Math.round(times[times.length - 1]!),
    // How much of it was the POST itself (server, provider and loopback), median.
    requestMedianMs: Math.round(percentile(requests, 50)),
  });
}
await browser.close();
console.log(JSON.stringify({ bench: 'send-latency', db: bench.kind, results: rows }));
await setup.close();
