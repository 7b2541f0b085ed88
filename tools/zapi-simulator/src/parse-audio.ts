import { createHash } from 'node:crypto';

import type { MediaStore } from './create-media-store.ts';
import { ApiError } from './http-io.ts';
import type { SimAudio } from './types.ts';

const BYTES_PER_SECOND: Record<string, number> = { 'audio/ogg': 4000, 'audio/webm': 4000 };
const MIME_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg; codecs=opus',
  opus: 'audio/ogg; codecs=opus',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  webm: 'audio/webm',
};

/**
 * `audio` of /send-audio: an http(s) URL or a "data:audio/...;base64," URL. Data URLs are kept
 * and served back at /_sim/media/ so the webhook's audioUrl plays.
 */
export function parseAudio(input: string, media: MediaStore): SimAudio {
  if (/^https?:\/\//i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new ApiError(400, 'audio is not a valid URL');
    }
    const extension = /\.(\w+)$/.exec(url.pathname)?.[1]?.toLowerCase() ?? 'mp3';
    const seconds = 3 + ((createHash('sha1').update(input).digest()[0] ?? 0) % 40);
    const mimeType = MIME_BY_EXTENSION[extension] ?? 'audio/mpeg';
    return { url: input, seconds, mimeType, ptt: true };
  }
  const data = /^data:([^,;]+)((?:;[^,;]+)*?);base64,(.*)$/s.exec(input);
  const mimeType = data?.[1]?.toLowerCase() ?? '';
  if (!data || !mimeType.startsWith('audio/')) {
    throw new ApiError(400, 'audio must be an http(s) URL or a data:audio/...;base64,... URL');
  }
  const bytes = Buffer.from((data[3] ?? '').replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw new ApiError(400, 'audio is empty');
  const fullType = `${mimeType}${data[2] ?? ''}`;
  const seconds = Math.max(1, Math.round(bytes.length / (BYTES_PER_SECOND[mimeType] ?? 16_000)));
  return { url: media.save(bytes, fullType), seconds, mimeType: fullType, ptt: true };
}
