import { describe, expect, it } from 'vitest';

import { createOncePerKey } from './once-per-key.ts';

describe('createOncePerKey', () => {
  it('answers true once per key per ttl, and forgets the oldest key beyond max', () => {
    let now = 0;
    const once = createOncePerKey({ max: 2, ttlMs: 1000, clock: () => new Date(now) });
    expect(once.first('a')).toBe(true);
    expect(once.first('a')).toBe(false);
    expect(once.first('b')).toBe(true);
    now = 999;
    expect(once.first('a')).toBe(false);
    now = 1000;
    expect(once.first('a')).toBe(true);
    // 'b' is now the oldest: a third key pushes it out, so it is told again.
    expect(once.first('c')).toBe(true);
    expect(once.first('b')).toBe(true);
    expect(once.first('a')).toBe(true);
  });
});
