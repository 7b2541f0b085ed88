import { createSimulator } from '@conecta/zapi-simulator';

import type { TestClock } from './test-app.ts';

/**
 * The Z-API simulator on a free port, paced for tests and without auto scan. It reads the test's
 * clock, the one the app reads, so the "phone's" timestamps and the app's agree.
 */
export async function startSimulator(opts: { clock: TestClock; chatCount?: number }) {
  const sim = createSimulator({
    now: () => opts.clock.now().getTime(),
    scanDelayMs: null,
    chatCount: opts.chatCount ?? 40,
    autoCreateInstances: true,
    timing: {
      statusSentMs: 20,
      statusReceivedMs: 40,
      statusReadMs: 60,
      historyDelayMs: 10,
      historyBatchSize: 50,
      historyBatchIntervalMs: 10,
      historyWaitForWebhookMs: 5000,
      webhookTimeoutMs: 3000,
    },
  });
  const { url } = await sim.listen(0, '127.0.0.1');
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}/_sim${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  return { sim, url, control, close: () => sim.close() };
}
export type TestSimulator = Awaited<ReturnType<typeof startSimulator>>;
