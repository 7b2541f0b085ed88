import { AUDIO_MAX_SECONDS } from '@conecta/contract';

import { Mp3StreamEncoder, mp3DataUrl } from './mp3-encoder';
import { startPcmCapture, type PcmCapture } from './pcm-capture';

/** A finished voice note: an audio/mpeg data URL and its captured length in whole seconds. */
export type RecordedAudio = { dataUrl: string; seconds: number };

/** Seconds to report: at least 1 for any sound, and never past the server's limit. */
export function reportedSeconds(captured: number): number {
  return Math.min(AUDIO_MAX_SECONDS, Math.max(1, Math.round(captured)));
}

/**
 * One recording: microphone PCM is encoded to MP3 as it arrives, so stopping only flushes the
 * encoder and releases the microphone.
 */
export class VoiceRecording {
  private encoder: Mp3StreamEncoder | null = null;
  private capture: PcmCapture | null = null;
  private done = false;

  /** Opens the microphone; rejects when it is refused or there is none. */
  static async start(): Promise<VoiceRecording> {
    const recording = new VoiceRecording();
    recording.capture = await startPcmCapture((samples, rate) => recording.take(samples, rate));
    return recording;
  }

  private take(samples: Float32Array, rate: number): void {
    if (this.done) return;
    this.encoder ??= new Mp3StreamEncoder(rate);
    this.encoder.push(samples);
  }

  /** Stops, releases the microphone and answers the MP3, or null when nothing was captured. */
  async stop(): Promise<RecordedAudio | null> {
    await this.release();
    const encoder = this.encoder;
    this.encoder = null;
    if (!encoder || encoder.seconds === 0) return null;
    const dataUrl = await mp3DataUrl(encoder.finish());
    return { dataUrl, seconds: reportedSeconds(encoder.seconds) };
  }

  /** Stops and throws the audio away. */
  async cancel(): Promise<void> {
    this.done = true;
    this.encoder = null;
    await this.release();
  }

  private async release(): Promise<void> {
    const capture = this.capture;
    this.capture = null;
    if (capture) await capture.stop();
    this.done = true;
  }
}
