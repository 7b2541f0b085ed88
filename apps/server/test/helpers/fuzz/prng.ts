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
