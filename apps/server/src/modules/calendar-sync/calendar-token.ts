import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a feed token, in hex: the lookup key (256 random bits need no slow hash). */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new feed token: 32 random bytes in base64url (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What a feed's file name must look like: `<token>.ics`. */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The host and the last characters of an address: enough to recognise it, not to use it. */
export function urlHint(url: string): string {
  const u = new URL(url);
  const tail = `${u.pathname}${u.search}`;
  return `${u.host}/…${tail.slice(-8)}`;
}
