import { createHmac, timingSafeEqual } from 'node:crypto';

const LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Media are fetched by <audio>/<img> tags, which cannot send the bearer token: each link carries
 * an HMAC of (user, message, expiry) instead, so it opens one file for one user for one hour.
 */
export function createMediaLinks(secret: string) {
  const mac = (userId: string, id: string, exp: number) =>
    createHmac('sha256', secret).update(`media:${userId}:${id}:${exp}`).digest('base64url');
  return {
    url(userId: string, id: string, now: Date): string {
      const exp = Math.floor((now.getTime() + LINK_TTL_MS) / 1000);
      return `/dashboard/media/${id}?u=${userId}&exp=${exp}&sig=${mac(userId, id, exp)}`;
    },
    verify(userId: string, id: string, exp: number, sig: string, now: Date): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now.getTime()) return false;
      const a = Buffer.from(mac(userId, id, exp));
      const b = Buffer.from(sig);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type MediaLinks = ReturnType<typeof createMediaLinks>;
