const SAMPLE_RATE = 8000;

/**
 * A quiet, speech-like murmur (a few syllable-shaped tones) as a 16-bit mono WAV, so the demo's
 * voice notes play something instead of failing.
 */
export function renderVoiceWav(seconds: number): Buffer {
  const samples = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const syllable = Math.max(0, Math.sin(Math.PI * 3.1 * t) * Math.sin(Math.PI * 0.7 * t + 1));
    const pitch = 150 + 30 * Math.sin(2 * Math.PI * 0.9 * t);
    const tone =
      Math.sin(2 * Math.PI * pitch * t) * 0.6 +
      Math.sin(4 * Math.PI * pitch * t) * 0.25 +
      Math.sin(6 * Math.PI * pitch * t) * 0.15;
    buffer.writeInt16LE(Math.round(tone * syllable * 6000), 44 + i * 2);
  }
  return buffer;
}
