import { describe, expect, it } from 'vitest';

import { runGrouped } from './run-grouped.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runGrouped', () => {
  it('keeps items of one key in order and never runs two of them at once', async () => {
    const log: string[] = [];
    const busy = new Set<string>();
    let overlap = false;
    const items = ['a1', 'b1', 'a2', 'c1', 'a3', 'b2'];
    await runGrouped(
      items,
      (i) => i[0]!,
      3,
      async (i) => {
        if (busy.has(i[0]!)) overlap = true;
        busy.add(i[0]!);
        await pause(5);
        log.push(i);
        busy.delete(i[0]!);
      },
    );
    expect(overlap).toBe(false);
    expect(log.filter((i) => i.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(log.filter((i) => i.startsWith('b'))).toEqual(['b1', 'b2']);
    expect(log).toHaveLength(items.length);
  });

  it('runs different keys side by side, at most `limit` at a time', async () => {
    let running = 0;
    let peak = 0;
    const started = Date.now();
    await runGrouped(
      Array.from({ length: 12 }, (_, i) => `k${i}`),
      (i) => i,
      4,
      async () => {
        running++;
        peak = Math.max(peak, running);
        await pause(40);
        running--;
      },
    );
    expect(peak).toBe(4);
    // Three rounds of 40 ms, not twelve.
    expect(Date.now() - started).toBeLessThan(12 * 40);
  });

  it("settles only when every key is done: a failure ends its own key's queue and is thrown last", async () => {
    const done: string[] = [];
    let releaseSlow!: () => void;
    const slow = new Promise<void>((r) => (releaseSlow = r));
    let settled = false;
    const run = runGrouped(
      ['a1', 'a2', 'b1', 'c1'],
      (i) => i[0]!,
      3,
      async (i) => {
        if (i === 'a1') throw new Error('a1 falhou');
        if (i === 'b1') await slow;
        done.push(i);
      },
    ).finally(() => (settled = true));
    run.catch(() => {});
    await pause(0);
    expect(settled).toBe(false);
    releaseSlow();
    await expect(run).rejects.toThrow('a1 falhou');
    // a2 waits behind the failed a1 (it must not overtake it); the other keys ran to the end.
    expect(done.sort()).toEqual(['b1', 'c1']);
  });
});
