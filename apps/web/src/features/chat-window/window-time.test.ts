import { describe, expect, it } from 'vitest';

import { windowTime } from './window-time';

describe('windowTime', () => {
  it("says the hour alone on the member's own day, with the date on another, in their zone", () => {
    const closes = new Date('2026-03-10T02:30:00Z'); // 23:30 of the 9th in São Paulo
    const sameDay = new Date('2026-03-09T12:00:00Z');
    expect(windowTime(closes, sameDay, 'America/Sao_Paulo')).toBe('23:30');
    expect(windowTime(closes, sameDay, 'UTC')).toBe('10/03 02:30');
  });
});
