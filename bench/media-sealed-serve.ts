/**
 * What sealing media at rest (issue 21) costs a file served to the chat window, side by side in
 * one run on the same server: one voice note stored sealed (AES-256-GCM in 64 KiB chunks, opened
 * while it streams) and the same bytes stored plain as before sealing (a file the background job
 * has not sealed yet), each read whole through GET /dashboard/media/:id. Prints one JSON line.
 * Run: npx tsx bench/media-sealed-serve.ts   (BENCH_RUNS, BENCH_BYTES, BENCH_DATABASE_URL)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { chats, messages } from '../apps/server/src/db/schema.ts';
import { openMediaStore } from '../apps/server/src/media/open-media-store.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BYTES = Number(process.env.BENCH_BYTES ?? 2 * 1024 * 1024);
const PHONE = '5511988887777';

const bench = await startBenchApp('http://127.0.0.1:1');
const db = bench.database.db;
const clinicId = bench.userId;
const voice = randomBytes(BYTES);
const { store } = await openMediaStore(bench.config, db);
const sealedPath = await store.save(clinicId, voice, 'mp3');
const plainPath = `${clinicId}/${randomUUID()}.mp3`;
await mkdir(path.join(bench.config.dataDir, 'media', clinicId), { recursive: true });
await writeFile(path.join(bench.config.dataDir, 'media', plainPath), voice);
await db.insert(chats).values({ clinicId, chatId: PHONE, phone: PHONE, name: 'Paciente do áudio' });
for (const [id, mediaPath] of [
  ['selado', sealedPath],
  ['aberto', plainPath],
] as const)
  await db.insert(messages).values({
    clinicId,
    chatId: PHONE,
    messageId: id,
    fromMe: false,
    type: 'audio',
    mediaPath,
    mediaMime: 'audio/mpeg',
    seconds: 60,
    status: 'RECEIVED',
    timestamp: new Date(),
  });
const token = await bench.token();
const list = (await (
  await fetch(`${bench.url}/dashboard/messages/${PHONE}`, {
    headers: { authorization: `Bearer ${token}` },
  })
).json()) as { audios: Array<{ messageId: string; audioUrl: string }> };
const urlOf = (id: string) =>
  `${bench.url}${list.audios.find((a) => a.messageId === id)!.audioUrl}`;
const read = async (url: string) => {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || body.length !== BYTES) throw new Error(`status ${res.status}`);
  return performance.now() - t0;
};
const sealed: number[] = [];
const plain: number[] = [];
// Interleaved, so both see the same machine load.
for (let i = 0; i < RUNS; i++) {
  sealed.push(await read(urlOf('selado')));
  plain.push(await read(urlOf('aberto')));
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const p50 = percentile(s, 50);
  return {
    p50: +p50.toFixed(2),
    p99: +percentile(s, 99).toFixed(2),
    mbPerS: +(BYTES / 1e6 / (p50 / 1000)).toFixed(0),
  };
};
console.log(
  JSON.stringify({
    bench: 'media-sealed-serve',
    database: bench.kind,
    bytes: BYTES,
    runs: RUNS,
    sealedMs: stats(sealed),
    plainMs: stats(plain),
  }),
);
await bench.app.close();
await bench.database.close();
process.exit(0);
