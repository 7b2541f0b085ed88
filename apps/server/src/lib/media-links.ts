import { createHmac, timingSafeEqual } from 'node:crypto';

// Minutes, not hours: a link copied out of the page stops working soon after (the chat window
// renews its links while open).
const LINK_TTL_MS = 10 * 60 * 1000;
/**
 * Expiries are rounded up to the minute, so the same file keeps the same link for a minute: the
 * chat window's 2 s poll then gets an unchanged answer (a 304) and the browser reuses the file.
 */
const EXPIRY_STEP_S = 60;

/**
 * Media are fetched by <audio>/<img> tags, which cannot send the bearer token: each link carries
 * an HMAC of (clinic, member, message, expiry) instead, so it opens one file for one member for
 * minutes, and the access log knows who opened it.
 */
export function createMediaLinks(secret: string) {
  const mac = (clinicId: string, memberId: string, id: string, exp: number) =>
    createHmac('sha256', secret)
      .update(`media:${clinicId}:${memberId}:${id}:${exp}`)
      .digest('base64url');
  return {
    url(clinicId: string, memberId: string, id: string, now: Date): string {
      const exp = Math.ceil((now.getTime() + LINK_TTL_MS) / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      const sig = mac(clinicId, memberId, id, exp);
      return `/dashboard/media/${id}?u=${clinicId}&m=${memberId}&exp=${exp}&sig=${sig}`;
    },
    verify(
      clinicId: string,
      memberId: string,
      id: string,
      exp: number,
      sig: string,
      now: Date,
    ): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now.getTime()) return false;
      const a = Buffer.from(mac(clinicId, memberId, id, exp));
      const b = Buffer.from(sig);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type MediaLinks = ReturnType<typeof createMediaLinks>;
