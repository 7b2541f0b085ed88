/**
 * The assistant over the OpenAI-compatible simulator (issue 50), in one run:
 * 1. 'Sugerir resposta': from the request to the first streamed piece of the draft, through the
 *    server (auth, checks, prompt, access log, the `openai` client), against the same prompt sent
 *    straight to the simulator; the difference is our path's overhead (target ≤ 200 ms median).
 * 2. Webhook ingest of voice notes with automatic transcription off, then on: the webhook's
 *    answer times, and how long until every file is stored (and, when on, transcribed).
 * Run: npx tsx bench/assistant-latency.ts  (BENCH_RUNS=30, BENCH_AUDIOS=200, BENCH_PORT=4430:
 * this port and the next two; BENCH_DATABASE_URL for PostgreSQL)
 */
import { createServer } from 'node:http';

import { createOpenAiSimulator } from '@conecta/openai-simulator';
import { sql } from 'drizzle-orm';

import { renderVoiceWav } from '../tools/zapi-simulator/src/render-voice-wav.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const AUDIOS = Number(process.env.BENCH_AUDIOS ?? 200);
const CONCURRENCY = 8;
const PORT = Number(process.env.BENCH_PORT ?? 4430);
const KEY = 'sk-bench-assistant';
const PATIENT = '5511987650001';

// The provider's media host (the server trusts its origin), serving one 3 s voice note.
const voice = renderVoiceWav(3);
const media = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': voice.length });
  res.end(voice);
});
await new Promise<void>((resolve) => media.listen(PORT + 1, '127.0.0.1', resolve));
const mediaBase = `http://127.0.0.1:${PORT + 1}`;

const oai = createOpenAiSimulator({ apiKey: KEY });
await oai.listen(PORT + 2);
const bench = await startBenchApp(mediaBase, {
  port: PORT,
  env: {
    AI_BASE_URL: oai.baseUrl!,
    AI_API_KEY: KEY,
    AI_MODEL: 'bench-chat',
    AI_TRANSCRIBE_MODEL: 'bench-transcribe',
    AI_MONTHLY_TOKENS: '1000000000',
  },
});
const token = await bench.token();
const auth = { authorization: `Bearer ${token}` };
const webhook = `${bench.url}/webhooks/zapi/${bench.instance.webhookSecret}`;

async function settings(autoTranscribe: boolean) {
  const res = await fetch(`${bench.url}/dashboard/assistant/settings`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      autoTranscribe,
      knowledgeBase: 'Consulta com clínico geral: R$ 250,00.\nEstacionamento gratuito no subsolo.',
    }),
  });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

function inbound(id: string, phone: string, content: { text: string } | { audio: true }) {
  return JSON.stringify({
    type: 'ReceivedCallback',
    messageId: id,
    phone,
    fromMe: false,
    momment: Date.now(),
    status: 'RECEIVED',
    chatName: `Paciente ${phone.slice(-3)}`,
    isGroup: false,
    ...('text' in content
      ? { text: { message: content.text } }
      : {
          audio: {
            ptt: true,
            seconds: 3,
            audioUrl: `${mediaBase}/voz.wav`,
            mimeType: 'audio/wav',
          },
        }),
  });
}

async function post(body: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`webhook: ${res.status}`);
  return performance.now() - t0;
}

/** Milliseconds until the first non-empty piece of a streamed body, then the rest is read. */
async function firstPiece(res: Response, pick: (chunk: string) => boolean): Promise<number> {
  const t0 = performance.now();
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let at: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at === undefined && pick(decoder.decode(value, { stream: true }))) at = performance.now();
  }
  if (at === undefined) throw new Error('no piece arrived');
  return at - t0;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: +percentile(sorted, 50).toFixed(1),
    p90Ms: +percentile(sorted, 90).toFixed(1),
    minMs: +sorted[0]!.toFixed(1),
  };
};

// 1. First words of a suggestion.
await settings(false);
await post(inbound('BENCHQ0001', PATIENT, { text: 'Quanto custa a consulta?' }));
const suggest = () =>
  fetch(`${bench.url}/dashboard/chats/${PATIENT}/suggest-reply`, { method: 'POST', headers: auth });
// The chat is stored once a suggestion finds the patient's message; the first is a warm-up.
for (let tries = 0; ; tries++) {
  const res = await suggest();
  if (res.ok) {
    await res.arrayBuffer();
    break;
  }
  if (tries > 50) throw new Error(`suggest: ${res.status} ${await res.text()}`);
  await new Promise((r) => setTimeout(r, 100));
}
const prompt = (oai.calls.at(-1)!.body as { messages: unknown }).messages;
// Taken in turn, so both see the same machine. `firstPiece` starts once the head has arrived:
// the head's time is added, so both figures are from the request to the first piece.
const ours: number[] = [];
const raw: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const res = await suggest();
  const head = performance.now() - t0;
  ours.push(head + (await firstPiece(res, (c) => c.length > 0)));
  const r0 = performance.now();
  const direct = await fetch(`${oai.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-chat', messages: prompt, stream: true }),
  });
  const directHead = performance.now() - r0;
  raw.push(directHead + (await firstPiece(direct, (c) => /"content":"[^"]/.test(c))));
}
const rawStats = stats(raw);
const oursStats = stats(ours);

// 2. Voice notes ingested with automatic transcription off, then on.
async function ingest(label: 'OFF' | 'ON') {
  await settings(label === 'ON');
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < AUDIOS) {
        const i = next++;
        const phone = `55119${String(20_000_000 + (label === 'ON' ? 1000 : 0) + (i % 100))}`;
        times.push(await post(inbound(`BENCH${label}${i}`, phone, { audio: true })));
      }
    }),
  );
  const answered = (performance.now() - t0) / 1000;
  const count = async (column: 'media_path' | 'transcript') => {
    const result = (await bench.database.db.execute(
      sql`select count(*)::int as n from messages where message_id like ${`BENCH${label}%`}
        and ${sql.raw(column)} is not null`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n;
  };
  const until = async (column: 'media_path' | 'transcript') => {
    for (;;) {
      if ((await count(column)) >= AUDIOS) return (performance.now() - t0) / 1000;
      if (performance.now() - t0 > 300_000) return NaN;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stored = await until('media_path');
  const transcribed = label === 'ON' ? await until('transcript') : null;
  const sorted = times.sort((a, b) => a - b);
  return {
    perSecond: Math.round(AUDIOS / answered),
    p50ms: +percentile(sorted, 50).toFixed(1),
    p99ms: +percentile(sorted, 99).toFixed(1),
    allStoredS: +stored.toFixed(2),
    ...(transcribed === null ? {} : { allTranscribedS: +transcribed.toFixed(2) }),
  };
}
const off = await ingest('OFF');
const on = await ingest('ON');

console.log(
  JSON.stringify({
    bench: 'assistant-latency',
    db: bench.kind,
    runs: RUNS,
    firstPiece: {
      throughServer: oursStats,
      straightToSimulator: rawStats,
      overheadMedianMs: +(oursStats.medianMs - rawStats.medianMs).toFixed(1),
    },
    voiceNotes: AUDIOS,
    concurrency: CONCURRENCY,
    autoTranscribeOff: off,
    autoTranscribeOn: on,
  }),
);
await bench.close();
await oai.close();
await new Promise((resolve) => media.close(resolve));
