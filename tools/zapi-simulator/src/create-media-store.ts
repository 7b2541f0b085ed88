import { randomBytes } from 'node:crypto';

import { renderVoiceWav } from './render-voice-wav.ts';

export interface StoredMedia {
  bytes: Buffer;
  mimeType: string;
}

export interface MediaStore {
  /** Keeps the bytes and answers the path they are served at (under the simulator's base URL). */
  save(bytes: Buffer, mimeType: string): string;
  read(fileName: string): StoredMedia | undefined;
  clear(): void;
}

const MAX_ITEMS = 200;
const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/webm': 'webm',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Media served at /_sim/media/: files sent as data URLs, and generated demo voice notes. */
export function createMediaStore(): MediaStore {
  const items = new Map<string, StoredMedia>();
  return {
    save(bytes, mimeType) {
      const extension = EXTENSIONS[mimeType.split(';')[0]?.trim() ?? ''] ?? 'bin';
      const name = `${randomBytes(8).toString('hex')}.${extension}`;
      items.set(name, { bytes, mimeType });
      if (items.size > MAX_ITEMS) items.delete(items.keys().next().value as string);
      return `/_sim/media/${name}`;
    },
    read(fileName) {
      const voice = /^voice-(\d{1,3})\.wav$/.exec(fileName);
      if (voice) {
        const seconds = Math.min(120, Math.max(1, Number(voice[1])));
        return { bytes: renderVoiceWav(seconds), mimeType: 'audio/wav' };
      }
      return items.get(fileName);
    },
    clear() {
      items.clear();
    },
  };
}
