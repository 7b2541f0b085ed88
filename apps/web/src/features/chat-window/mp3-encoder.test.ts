import { describe, expect, it } from 'vitest';

import { encodeMp3, mp3DataUrl, Mp3StreamEncoder } from './mp3-encoder';

function sine(seconds: number, rate: number, hz = 440): Float32Array {
  return Float32Array.from({ length: seconds * rate }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

/** An MPEG audio frame header starts with 11 set bits; ID3v2 tags start with 'ID3'. */
function startsLikeMp3(bytes: Uint8Array): boolean {
  const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  return frameSync || id3;
}

describe('MP3 encoding', () => {
  it('encodes 1 s of a 440 Hz sine at 48 kHz into MP3 frames', () => {
    const bytes = encodeMp3(sine(1, 48_000), 48_000);
    expect(startsLikeMp3(bytes)).toBe(true);
    expect([0xfb, 0xf3, 0xe3]).toContain(bytes[1]);
    // 96 kbps for one second is about 12 kB.
    expect(bytes.length).toBeGreaterThan(9_000);
    expect(bytes.length).toBeLessThan(16_000);
  });

  it('encodes 44.1 kHz and resampled rates too', () => {
    expect(startsLikeMp3(encodeMp3(sine(1, 44_100), 44_100))).toBe(true);
    expect(startsLikeMp3(encodeMp3(sine(1, 96_000), 96_000))).toBe(true);
  });

  it('streams: chunks in, one file out, with the captured duration', () => {
    const encoder = new Mp3StreamEncoder(48_000);
    const audio = sine(2, 48_000);
    for (let i = 0; i < audio.length; i += 4096) encoder.push(audio.subarray(i, i + 4096));
    expect(encoder.seconds).toBe(2);
    const bytes = encoder.finish();
    expect(startsLikeMp3(bytes)).toBe(true);
    expect(bytes.length).toBeGreaterThan(20_000);
  });

  it('hands the file over as an audio/mpeg data URL', async () => {
    const url = await mp3DataUrl(encodeMp3(sine(1, 48_000), 48_000));
    expect(url.startsWith('data:audio/mpeg;base64,')).toBe(true);
    expect(url).toMatch(/^data:audio\/mpeg;base64,[A-Za-z0-9+/=]+$/);
  });
});
