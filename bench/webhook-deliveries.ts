/**
 * Outbound webhooks (issue 49) under load, in one run: the same webhook ingest of N patient
 * messages twice, first with no endpoint (the sender idle), then with 10 endpoints subscribed to
 * `message.received`, one of them down (503 to everything). Compares the ingest's answer times
 * with and without the sender, and measures how long until each live endpoint has every event
 * (counted once by `webhook-id`, as a receiver deduplicates), while the dead one keeps failing.
 * Run: npx tsx bench/webhook-deliveries.ts  (BENCH_EVENTS=1000, BENCH_PORT=4460: this port and
 * the next ten; BENCH_DATABASE_URL for PostgreSQL)
 */
import { createServer, type Server } from 'node:http';

import { percentile, startBenchApp } from './bench-app.ts';

const N = Number(process.env.BENCH_EVENTS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 4460);
const ENDPOINTS = 10;
const CONCURRENCY = 8;

/** Each receiver keeps the ids it was given (a set: a retry of a delivered event is a duplicate). */
const received = Array.from({ length: ENDPOINTS }, () => new Set<string>());
const attempts = Array.from({ length: ENDPOINTS }, () => 0);
const servers: Server[] = [];
for (let i = 0; i < ENDPOINTS; i++) {
  const down = i === ENDPOINTS - 1;
  const server = createServer((req, res) => {
    attempts[i]!++;
    req.resume();
    req.on('end', () => {
      if (down) return res.writeHead(503).end();
      received[i]!.add(String(req.headers['webhook-id']));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT + 1 + i, '127.0.0.1', resolve));
  servers.push(server);
}

const bench = await startBenchApp('http://127.0.0.1:1', { port: PORT });
// The background loops, as `npm start` runs them (main.ts): the sender is one of them.
bench.app.services.scheduler.start();
const token = await bench.token();
const webhook = `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`;

async function ingest(label: string) {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) {
        const i = next++;
        const body = JSON.stringify({
          type: 'ReceivedCallback',
          messageId: `BENCH${label}${i}`,
          phone: `55119${String(30_000_000 + (i % 200))}`,
          fromMe: false,
          momment: Date.now(),
          status: 'RECEIVED',
          chatName: `Paciente ${i % 200}`,
          isGroup: false,
          text: { message: `Mensagem ${i}` },
        });
        const s = performance.now();
        const res = await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`webhook: ${res.status}`);
        times.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: Math.round(N / seconds),
    p50ms: +percentile(times, 50).toFixed(1),
    p99ms: +percentile(times, 99).toFixed(1),
    maxMs: +times.at(-1)!.toFixed(1),
  };
}

const without = await ingest('OFF');
for (let i = 0; i < ENDPOINTS; i++) {
  const res = await fetch(`${bench.url}/dashboard/settings/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `http://127.0.0.1:${PORT + 1 + i}/hook`,
      description: `Bench ${i + 1}`,
      events: ['message.received'],
    }),
  });
  if (!res.ok) throw new Error(`endpoint: ${res.status} ${await res.text()}`);
}
const t0 = performance.now();
const withSender = await ingest('ON');
// Every live endpoint has all N (the ingest's own events; none from the first phase, which had
// no endpoint), bounded so that a stuck sender ends the run with NaN instead of hanging it.
let deliveredS = NaN;
while (performance.now() - t0 < 600_000) {
  if (received.slice(0, ENDPOINTS - 1).every((ids) => ids.size >= N)) {
    deliveredS = (performance.now() - t0) / 1000;
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
console.log(
  JSON.stringify({
    bench: 'webhook-deliveries',
    db: bench.kind,
    events: N,
    endpoints: ENDPOINTS,
    ingestWithoutEndpoints: without,
    ingestWith10Endpoints: withSender,
    allLiveEndpointsHadEveryEventS: +deliveredS.toFixed(2),
    perLiveEndpoint: received.slice(0, ENDPOINTS - 1).map((ids) => ids.size),
    deadEndpointAttempts: attempts[ENDPOINTS - 1],
  }),
);
await bench.close();
for (const server of servers) await new Promise((resolve) => server.close(resolve));
