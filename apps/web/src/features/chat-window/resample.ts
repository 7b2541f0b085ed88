/** The MP3 rate for a capture rate: 44.1 kHz for its multiples, 48 kHz otherwise. */
export function mp3RateFor(inputRate: number): 44_100 | 48_000 {
  return inputRate % 44_100 === 0 ? 44_100 : 48_000;
}

/**
 * Linear-interpolation resampler that keeps its place across chunks, so a stream cut into
 * pieces gives the same samples as one long buffer. Voice has little above 8 kHz, so no
 * low-pass filter is needed before going down to 44.1 or 48 kHz.
 */
export class LinearResampler {
  private readonly step: number;
  /** Position of the next output sample, in input samples from the current chunk's start. */
  private position = 0;
  private last = 0;

  constructor(inputRate: number, outputRate: number) {
    this.step = inputRate / outputRate;
  }

  process(input: Float32Array): Float32Array {
    if (this.step === 1 || input.length === 0) return input;
    const n = input.length;
    const at = (i: number) => (i < 0 ? this.last : input[i]!);
    const out = new Float32Array(Math.ceil((n - this.position) / this.step) + 1);
    let count = 0;
    let t = this.position;
    while (t <= n - 1) {
      const i = Math.floor(t);
      const f = t - i;
      out[count++] = f === 0 ? at(i) : at(i) * (1 - f) + at(i + 1) * f;
      t += this.step;
    }
    this.position = t - n;
    this.last = input[n - 1]!;
    return out.subarray(0, count);
  }
}

/** Float samples in [-1, 1] as 16-bit PCM, clipped. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}
