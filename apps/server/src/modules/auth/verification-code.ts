import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { CODE_LENGTH } from '@conecta/contract';

/** A uniformly random code from the CSPRNG, zero-padded to six digits. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * Codes are kept as an HMAC keyed by the server secret: a plain hash of a six-digit number would
 * be reversed by trying all million values, this one cannot be without the secret.
 */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${code}`).digest('hex');
}

export function codeMatches(secret: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(secret, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
