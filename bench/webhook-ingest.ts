/**
 * Webhook ingest: N inbound messages POSTed over HTTP with C in flight (from a worker thread, as
 * the provider is another machine); messages per second and answer-time percentiles.
 * Run: npx tsx bench/webhook-ingest.ts  (BENCH_DATABASE_URL for PostgreSQL;
 * BENCH_RATE=200 sends at a fixed rate instead, to read the answer times at that load)
 */
import { Worker } from 'node:worker_threads';

import { percentile, startBenchApp } from './bench-app.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 5000);
const C = Number(process.env.BENCH_CONCURRENCY ?? 16);

const bench = await startBenchApp('http://127.0.0.1:1');
const target = `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`;
const RATE = Number(process.env.BENCH_RATE ?? 0);

const worker = new Worker(new URL('./webhook-load.mjs', import.meta.url), {
  workerData: { target, n: N, concurrency: C, rate: RATE },
});
const result = await new Promise<{ times: number[]; failures: number; seconds: number }>(
  (resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  },
);
await worker.terminate();
const { times, failures, seconds } = result;
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    bench: 'webhook-ingest',
    db: bench.kind,
    messages: N,
    ...(RATE > 0 ? { ratePerSecond: RATE } : { concurrency: C }),
    failures,
    perSecond: Math.round(N / seconds),
    p50ms: +percentile(times, 50).toFixed(1),
    p99ms: +percentile(times, 99).toFixed(1),
    maxMs: +times[times.length - 1]!.toFixed(1),
  }),
);
await bench.close();
