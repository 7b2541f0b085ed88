/**
 * Webhook ingest: N inbound messages POSTed over HTTP with C in flight; messages per second and
 * answer-time percentiles. Run: npx tsx bench/webhook-ingest.ts  (BENCH_DATABASE_URL for PostgreSQL;
 * BENCH_RATE=200 sends at a fixed rate instead, to read the answer times at that load)
 */
import { percentile, startBenchApp } from './bench-app.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 5000);
const C = Number(process.env.BENCH_CONCURRENCY ?? 16);

const bench = await startBenchApp('http://127.0.0.1:1');
const target = `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`;
const body = (i: number) =>
  JSON.stringify({
    type: 'ReceivedCallback',
    messageId: `BENCH${i.toString(16).padStart(8, '0')}`,
    phone: `55119${String(10_000_000 + (i % 500)).padStart(8, '0')}`,
    fromMe: false,
    momment: Date.now(),
    status: 'RECEIVED',
    chatName: `Paciente ${i % 500}`,
    isGroup: false,
    text: { message: `Mensagem de teste número ${i}` },
  });

const times: number[] = [];
let next = 0;
let failures = 0;
const started = performance.now();
const RATE = Number(process.env.BENCH_RATE ?? 0);

async function post(i: number) {
  const t0 = performance.now();
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(i),
  });
  await res.arrayBuffer();
  if (!res.ok) failures++;
  times.push(performance.now() - t0);
}

if (RATE > 0) {
  // Open loop: one message every 1/RATE s whatever the answers do, as a provider would send them;
  // the answer times then show the latency at that load, not the throughput.
  const pending: Promise<void>[] = [];
  for (let i = 0; i < N; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(post(i));
  }
  await Promise.all(pending);
} else {
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (next < N) await post(next++);
    }),
  );
}
const seconds = (performance.now() - started) / 1000;
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
