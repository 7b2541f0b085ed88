import { describe, expect, it } from 'vitest';

import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(7)).toBe('00:07');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(300)).toBe('05:00');
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('reads unknown or negative lengths as 00:00', () => {
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatDuration(-3)).toBe('00:00');
  });
});
