import { createHash, randomBytes } from 'node:crypto';

import { API_KEY_PREFIX } from '@conecta/contract';

/** How many characters of the token the list shows after the prefix. */
const HINT_CHARS = 6;

/**
 * The SHA-256 of a token, in hex: what the database keeps. A token has 256 random bits, so a
 * fast hash is enough (no password to guess from a dictionary), and a lookup is one index read.
 */
export const hashApiKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new key: `cck_` and 43 characters of base64url (32 random bytes), its hash and its hint. */
export function generateApiKey() {
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    token,
    hash: hashApiKey(token),
    hint: token.slice(0, API_KEY_PREFIX.length + HINT_CHARS),
  };
}

/** Whether a bearer token has a key's shape (a session's JWT never starts so). */
export const looksLikeApiKey = (token: string) =>
  token.startsWith(API_KEY_PREFIX) && /^cck_[A-Za-z0-9_-]{43}$/.test(token);
