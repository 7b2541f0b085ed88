// The provider's side of bench/webhook-ingest.ts, in its own thread (as the provider is its own
// machine): it posts the messages and times the answers; the server's thread only serves.
import { parentPort, workerData } from 'node:worker_threads';

// `targets` (several webhooks: clinics and server processes, taken in turn) and `prefix` (message
// ids unique to a run on a kept database) are optional; bench/scale.ts uses them.
const { target, targets = [target], prefix = 'BENCH', n, concurrency, rate } = workerData;
const body = (i) =>
  JSON.stringify({
    type: 'ReceivedCallback',
    messageId: `${prefix}${i.toString(16).padStart(8, '0')}`,
    phone: `55119${String(10_000_000 + (i % 500)).padStart(8, '0')}`,
    fromMe: false,
    momment: Date.now(),
    status: 'RECEIVED',
    chatName: `Paciente ${i % 500}`,
    isGroup: false,
    text: { message: `Mensagem de teste número ${i}` },
  });

const times = [];
let failures = 0;
let next = 0;
const started = performance.now();

async function post(i) {
  const t0 = performance.now();
  try {
    const res = await fetch(targets[i % targets.length], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(i),
    });
    await res.arrayBuffer();
    if (!res.ok) failures++;
  } catch {
    // A connection the server reset or refused: the provider would send the message again.
    failures++;
  }
  times.push(performance.now() - t0);
}

if (rate > 0) {
  // Open loop: one message every 1/rate s whatever the answers do, as a provider sends them; the
  // answer times then show the latency at that load, not the throughput.
  const pending = [];
  for (let i = 0; i < n; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(post(i));
  }
  await Promise.all(pending);
} else {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await post(next++);
    }),
  );
}
parentPort.postMessage({ times, failures, seconds: (performance.now() - started) / 1000 });
