import { describe, expect, it } from 'vitest';

import { LinearResampler, mp3RateFor, toInt16 } from './resample';

describe('resampling for MP3', () => {
  it('keeps 44.1 and 48 kHz, takes multiples of 44.1 to 44.1 and anything else to 48', () => {
    expect(mp3RateFor(44_100)).toBe(44_100);
    expect(mp3RateFor(88_200)).toBe(44_100);
    expect(mp3RateFor(48_000)).toBe(48_000);
    expect(mp3RateFor(96_000)).toBe(48_000);
    expect(mp3RateFor(16_000)).toBe(48_000);
  });

  it('halves 96 kHz and gives the same samples whether fed at once or in pieces', () => {
    const input = Float32Array.from({ length: 960 }, (_, i) => Math.sin(i / 10));
    const whole = new LinearResampler(96_000, 48_000).process(input);
    expect(whole.length).toBe(480);
    const pieces = new LinearResampler(96_000, 48_000);
    const parts = [input.subarray(0, 333), input.subarray(333, 700), input.subarray(700)];
    const joined = parts.flatMap((p) => Array.from(pieces.process(p)));
    expect(joined.length).toBe(480);
    joined.forEach((v, i) => expect(v).toBeCloseTo(whole[i]!, 6));
  });

  it('upsamples by interpolating', () => {
    const out = new LinearResampler(24_000, 48_000).process(Float32Array.from([0, 1, 0]));
    expect(Array.from(out)).toEqual([0, 0.5, 1, 0.5, 0]);
  });

  it('converts to 16-bit, clipping what is out of range', () => {
    expect(Array.from(toInt16(Float32Array.from([0, 1, -1, 2, -2, 0.5])))).toEqual([
      0, 32767, -32768, 32767, -32768, 16383,
    ]);
  });
});
