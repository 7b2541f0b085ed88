import { describe, expect, it } from 'vitest';

import { formatNextSend } from './next-send';

// `now` is an argument: Tuesday 12 May 2026, 09:00 in the test browser's zone.
const now = new Date(2026, 4, 12, 9, 0);
const iso = (d: Date) => d.toISOString();

describe('formatNextSend', () => {
  it('is the time today, the weekday and time this week, the date after', () => {
    expect(formatNextSend(iso(new Date(2026, 4, 12, 17, 30)), now)).toBe('17:30');
    expect(formatNextSend(iso(new Date(2026, 4, 18, 8, 7)), now)).toBe('seg 08:07');
    expect(formatNextSend(iso(new Date(2026, 4, 16, 8, 0)), now)).toBe('sáb 08:00');
    expect(formatNextSend(iso(new Date(2026, 4, 19, 8, 0)), now)).toBe('19/05');
    expect(formatNextSend(null, now)).toBe('');
  });
});
