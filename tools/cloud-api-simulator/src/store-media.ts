import { createHash } from 'node:crypto';

import { newObjectId, type SimContext } from './sim-context.ts';
import type { SimMedia } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Meta: ids returned by an upload last 30 days; ids in webhooks, 7 days. */
export const UPLOAD_MEDIA_TTL_MS = 30 * DAY_MS;
export const WEBHOOK_MEDIA_TTL_MS = 7 * DAY_MS;

export function storeMedia(
  sim: SimContext,
  phoneNumberId: string,
  bytes: Buffer,
  mimeType: string,
  ttlMs: number,
): SimMedia {
  const media: SimMedia = {
    id: newObjectId(sim),
    phoneNumberId,
    bytes,
    mimeType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    expiresAt: sim.now() + ttlMs,
  };
  sim.media.set(media.id, media);
  return media;
}

/** The media if it exists and has not expired on the simulator's clock. */
export function liveMedia(sim: SimContext, id: string): SimMedia | undefined {
  const media = sim.media.get(id);
  return media && media.expiresAt > sim.now() ? media : undefined;
}

/** The bytes with their first one changed (one extra byte when there are none): a damaged copy. */
export function corrupted(bytes: Buffer): Buffer {
  if (bytes.length === 0) return Buffer.from([0]);
  const copy = Buffer.from(bytes);
  copy[0] = copy[0]! ^ 0xff;
  return copy;
}
