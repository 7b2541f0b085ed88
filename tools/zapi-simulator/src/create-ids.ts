import { randomBytes } from 'node:crypto';

import type { Random } from './create-random.ts';

/** WhatsApp-style message id: "3EB0" + 16 hex digits, like the ids Z-API reports. */
export function newMessageId(random?: Random): string {
  const tail = random ? random.hex(16) : randomBytes(8).toString('hex').toUpperCase();
  return `3EB0${tail}`;
}

/** Z-API's own 32-character queue id. */
export function newZaapId(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = randomBytes(32);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
