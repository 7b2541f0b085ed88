import { createLinkSigner } from './link-signer.ts';

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
  const signer = createLinkSigner(secret, 'media');
  return {
    url(clinicId: string, memberId: string, id: string, now: Date): string {
      const exp = Math.ceil((now.getTime() + LINK_TTL_MS) / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      const sig = signer.sign([clinicId, memberId, id], exp);
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
      return signer.verify([clinicId, memberId, id], exp, sig, now);
    },
  };
}
export type MediaLinks = ReturnType<typeof createMediaLinks>;
