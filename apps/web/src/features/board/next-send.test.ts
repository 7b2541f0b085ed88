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

  it('says the message goes at the next check once its time has come', () => {
    // The server gives the time a step will really be claimed: one already reached is due now.
    expect(formatNextSend(iso(new Date(2026, 4, 12, 8, 7)), now)).toBe('em instantes');
    expect(formatNextSend(iso(now), now)).toBe('em instantes');
    expect(formatNextSend(iso(new Date(2026, 4, 11, 18, 0)), now)).toBe('em instantes');
    expect(formatNextSend(iso(new Date(2026, 4, 12, 9, 1)), now)).toBe('09:01');
  });
});
