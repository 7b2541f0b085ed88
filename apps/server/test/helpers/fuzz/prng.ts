/** mulberry32: a small seeded PRNG, so a failing fuzz run can be replayed from its seed. */
export function createPrng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick de lista vazia');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof createPrng>;

/**
 * The same PRNG, but `pick` deals each list like a shuffled deck: every item once, in a seeded
 * random order, before any item comes again. A run then sends every odd value of every list
 * once it has drawn from that list as many times as it has items, where independent draws
 * need several times as many to be likely to (a few thousand requests instead of 10,000).
 */
export function createCoveringPrng(seed: number): Prng {
  const prng = createPrng(seed);
  const decks = new Map<string, number[]>();
  // Lists made anew at each call (filtered, or holding a token) are known by what they hold.
  const keyOf = (items: readonly unknown[]) =>
    items
      .map((v) => (typeof v === 'string' ? v : String(JSON.stringify(v))).slice(0, 40))
      .join('\u0001');
  return {
    ...prng,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick de lista vazia');
      const key = keyOf(items);
      let deck = decks.get(key);
      if (!deck || deck.length === 0) {
        deck = items.map((_, i) => i);
        for (let i = deck.length - 1; i > 0; i--) {
          const j = prng.int(i + 1);
          [deck[i], deck[j]] = [deck[j]!, deck[i]!];
        }
        decks.set(key, deck);
      }
      return items[deck.pop()!]!;
    },
  };
}
