import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the CSPRNG in base64url: 43 characters that fit a link unescaped. */
export const generateResetToken = (): string => randomBytes(32).toString('base64url');

/**
 * Only this digest is stored. A token of 256 random bits cannot be found from it by trying, so a
 * plain SHA-256 is enough here (six-digit codes, by contrast, need the keyed HMAC).
 */
export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
