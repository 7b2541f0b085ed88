import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links a browser follows without the bearer token (a media file in an <audio> tag, a patient's
 * export as a download) carry an HMAC of what they open, for whom and until when. The purpose is
 * part of what is signed, so a media link's signature never opens an export and the reverse.
 */
export function createLinkSigner(secret: string, purpose: string) {
  const sign = (ids: readonly string[], exp: number) =>
    createHmac('sha256', secret)
      .update([purpose, ...ids, exp].join(':'))
      .digest('base64url');
  return {
    sign,
    /** True only for the signature of these ids and this expiry (seconds), not yet past `now`. */
    verify(ids: readonly string[], exp: number, sig: string, now: Date): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now.getTime()) return false;
      const a = Buffer.from(sign(ids, exp));
      const b = Buffer.from(sig);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
