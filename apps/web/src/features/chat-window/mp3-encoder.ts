import { Mp3Encoder } from '@breezystack/lamejs';

import { MP3_KBPS } from './chat-constants';
import { LinearResampler, mp3RateFor, toInt16 } from './resample';

/** lamejs takes whole MPEG-1 frames of 1152 samples. */
const FRAME = 1152;

/**
 * Mono MP3 at 96 kbps, fed chunk by chunk while recording so that stopping only flushes the
 * last frame: a five-minute note is not encoded in one long pause of the page.
 */
export class Mp3StreamEncoder {
  readonly inputRate: number;
  private readonly encoder: Mp3Encoder;
  private readonly resampler: LinearResampler;
  private readonly frame = new Int16Array(FRAME);
  private filled = 0;
  private readonly chunks: Uint8Array[] = [];
  /** Input samples received, for the duration. */
  private received = 0;

  constructor(inputRate: number) {
    this.inputRate = inputRate;
    const rate = mp3RateFor(inputRate);
    this.encoder = new Mp3Encoder(1, rate, MP3_KBPS);
    this.resampler = new LinearResampler(inputRate, rate);
  }

  /** Seconds of audio received so far. */
  get seconds(): number {
    return this.received / this.inputRate;
  }

  push(samples: Float32Array): void {
    this.received += samples.length;
    const pcm = toInt16(this.resampler.process(samples));
    let offset = 0;
    while (offset < pcm.length) {
      const take = Math.min(FRAME - this.filled, pcm.length - offset);
      this.frame.set(pcm.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === FRAME) {
        this.keep(this.encoder.encodeBuffer(this.frame));
        this.filled = 0;
      }
    }
  }

  /** Encodes what is left and answers the whole file. */
  finish(): Uint8Array {
    if (this.filled > 0) this.keep(this.encoder.encodeBuffer(this.frame.slice(0, this.filled)));
    this.filled = 0;
    this.keep(this.encoder.flush());
    const total = this.chunks.reduce((sum, c) => sum + c.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }

  private keep(bytes: Uint8Array): void {
    // lamejs answers an Int8Array at run time (typed Uint8Array): read the same bytes unsigned.
    if (bytes.length > 0) {
      this.chunks.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length).slice());
    }
  }
}

/** One buffer of Float32 PCM to MP3 bytes (the recorder uses the same encoder in chunks). */
export function encodeMp3(samples: Float32Array, sampleRate: number): Uint8Array {
  const encoder = new Mp3StreamEncoder(sampleRate);
  encoder.push(samples);
  return encoder.finish();
}

/** The MP3 bytes as a data URL labelled audio/mpeg, as send-audio expects. */
export function mp3DataUrl(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' }));
  });
}
