import { nextOpening, type OpeningHours } from '@conecta/contract';

/** The first minutes of an opening over which the automatic messages held overnight spread. */
export const STAGGER_MS = 15 * 60_000;

/** A fixed place for each chat in those minutes (FNV-1a of its id), the same in every process. */
export function staggerMs(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % (STAGGER_MS / 1000)) * 1000;
}

/**
 * When an automatic message due at `due` goes: then, while the clinic is open (or has no hours);
 * otherwise at the next opening plus the chat's place in the stagger, so a Monday 08:00 does
 * not send everything the weekend held back in one minute.
 */
export function automaticSendAt(hours: OpeningHours | null, due: Date, key: string): Date {
  if (!hours?.enabled) return due;
  const opening = nextOpening(hours, due);
  if (opening.getTime() === due.getTime()) return due;
  return new Date(opening.getTime() + staggerMs(key));
}
