import type { MessagesResponse } from '@conecta/contract';

import { MEDIA_LINK_RENEW_MS } from './chat-constants';

/** When a signed link stops working (its `exp`, in seconds), or null when it has none. */
export function linkExpiry(url: string): number | null {
  try {
    const exp = Number(new URL(url, 'http://localhost').searchParams.get('exp'));
    return Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function keep(old: string | null | undefined, next: string | null, now: number): string | null {
  if (!old || !next || old === next) return next;
  const expiry = linkExpiry(old);
  return expiry !== null && expiry - now > MEDIA_LINK_RENEW_MS ? old : next;
}

/**
 * Every answer signs the media links anew (they carry their expiry), so each poll would hand the
 * same picture or audio a new address and the browser would load it again, or stop it while it
 * plays. An entry keeps the address it had while that one is still good for a while.
 */
export function keepMediaLinks(
  old: MessagesResponse | undefined,
  next: MessagesResponse,
  now: number,
): MessagesResponse {
  if (!old) return next;
  const media = new Map(old.messages.map((m) => [m.id, m.mediaUrl]));
  const audio = new Map(old.audios.map((a) => [a.id, a.audioUrl]));
  return {
    ...next,
    messages: next.messages.map((m) => {
      const url = keep(media.get(m.id), m.mediaUrl, now);
      return url === m.mediaUrl ? m : { ...m, mediaUrl: url };
    }),
    audios: next.audios.map((a) => {
      const url = keep(audio.get(a.id), a.audioUrl, now);
      return url === a.audioUrl ? a : { ...a, audioUrl: url };
    }),
  };
}
