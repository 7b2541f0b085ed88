/**
 * Writes apps/web/public/notification.mp3: a short two-note chime (E6 then A6, soft attack,
 * exponential decay), synthesised here and encoded with the same MP3 encoder the browser uses.
 * Run: npx tsx scripts/make-notification-sound.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 44_100;
const notes = [
  { freq: 1318.5, start: 0, length: 0.35 },
  { freq: 1760, start: 0.12, length: 0.5 },
];
const total = Math.ceil(RATE * 0.7);
const samples = new Int16Array(total);
for (let i = 0; i < total; i++) {
  const t = i / RATE;
  let v = 0;
  for (const n of notes) {
    const local = t - n.start;
    if (local < 0 || local > n.length) continue;
    const attack = Math.min(1, local / 0.008);
    const decay = Math.exp(-local * 7);
    // A touch of the octave makes it bell-like rather than a bare beep.
    v +=
      attack *
      decay *
      (Math.sin(2 * Math.PI * n.freq * local) + 0.25 * Math.sin(4 * Math.PI * n.freq * local));
  }
  samples[i] = Math.max(-1, Math.min(1, v * 0.35)) * 32767;
}

const encoder = new Mp3Encoder(1, RATE, 96);
const chunks: Uint8Array[] = [];
for (let i = 0; i < samples.length; i += 1152)
  chunks.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
chunks.push(encoder.flush());
const out = Buffer.concat(chunks.map((c) => Buffer.from(c)));
const target = fileURLToPath(new URL('../apps/web/public/notification.mp3', import.meta.url));
writeFileSync(target, out);
console.log(`notification.mp3: ${out.length} bytes`);
