import type { Readable } from 'node:stream';

/** Where media bytes live (MEDIA_STORE): this machine's folder or an S3-compatible bucket. */
export interface MediaDriver {
  /** Stores exactly `length` bytes of `body` under `key`: whole, or not at all. */
  put(key: string, body: Readable, length: number): Promise<void>;
  /** The bytes under `key`; rejects with MediaMissing when there are none. */
  get(key: string): Promise<Readable>;
  /** How many bytes are under `key` (null: none). */
  size(key: string): Promise<number | null>;
  /** Removes `key`; a key already gone is not an error. */
  remove(key: string): Promise<void>;
}

export class MediaMissing extends Error {
  constructor(key: string) {
    super(`arquivo de mídia ausente: ${key}`);
    this.name = 'MediaMissing';
  }
}
