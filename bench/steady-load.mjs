// The clinic's side of bench/backup-online.ts, in its own thread: requests at a fixed rate
// (open loop: one every 1/rate s whatever the answers do), each timed to its last byte, until
// the main thread says stop. Kinds are taken in turn: a patient's message (webhook), the chat
// window opened, the board loaded.
import { parentPort, workerData } from 'node:worker_threads';

const { base, webhook, token, phone, rate, prefix } = workerData;
const results = [];
let stopping = false;
parentPort.on('message', (m) => {
  if (m === 'stop') stopping = true;
});

const kinds = [
  (i) =>
    fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: `${prefix}${i.toString(16).padStart(8, '0')}`,
        phone,
        fromMe: false,
        momment: Date.now(),
        status: 'RECEIVED',
        chatName: 'Paciente da carga',
        isGroup: false,
        text: { message: `Mensagem durante a cópia ${i}` },
      }),
    }),
  () =>
    fetch(`${base}/dashboard/messages/${phone}?limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  () => fetch(`${base}/dashboard/zapi/chats`, { headers: { authorization: `Bearer ${token}` } }),
];
const names = ['webhook', 'janela', 'quadro'];

const started = performance.now();
const pending = [];
// `stopping` is set by the message handler while this loop waits on its timers.
// oxlint-disable-next-line no-unmodified-loop-condition
for (let i = 0; !stopping; i++) {
  const wait = started + (i * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const at = performance.now() - started;
  const kind = i % kinds.length;
  pending.push(
    (async () => {
      const t0 = performance.now();
      let ok = false;
      try {
        const res = await kinds[kind](i);
        await res.arrayBuffer();
        ok = res.ok;
      } catch {}
      results.push({ at, kind: names[kind], ms: performance.now() - t0, ok });
    })(),
  );
}
await Promise.all(pending);
parentPort.postMessage(results);
