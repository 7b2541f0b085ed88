import { describe, expect, it } from 'vitest';

import { nextSpeed, speedLabel } from './playback-speed';

describe('playback speed', () => {
  it('cycles 1x → 1.5x → 2x → 1x', () => {
    expect(nextSpeed(1)).toBe(1.5);
    expect(nextSpeed(1.5)).toBe(2);
    expect(nextSpeed(2)).toBe(1);
    expect(nextSpeed(0.75)).toBe(1);
  });

  it('labels the speed', () => {
    expect([1, 1.5, 2].map(speedLabel)).toEqual(['1x', '1.5x', '2x']);
  });
});
