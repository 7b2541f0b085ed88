import { createHash } from 'node:crypto';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  digits(count: number): string;
  hex(count: number): string;
}

/** Deterministic PRNG (mulberry32) seeded from any string: same seed, same demo data. */
export function createRandom(seed: string): Random {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const chars = (count: number, alphabet: string): string =>
    Array.from({ length: count }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    digits: (count) => chars(count, '0123456789'),
    hex: (count) => chars(count, '0123456789ABCDEF'),
  };
}
