import { describe, expect, it } from 'vitest';

import {
  addDays,
  dayCount,
  daysBetween,
  DAYS_BETWEEN_MAX,
  REPORT_CUSTOM_MAX_DAYS,
  reportRange,
} from './report-range.ts';

/** The periods in the clinic's zone: São Paulo is UTC-3, so 01:30 UTC is still yesterday there. */
describe('reportRange', () => {
  const tz = 'America/Sao_Paulo';
  // 1 March 2025, 01:30 UTC = 28 February 2025, 22:30 in São Paulo.
  const now = new Date('2025-03-01T01:30:00Z');
  const days = (p: Parameters<typeof reportRange>[0], custom = {}) => {
    const r = reportRange(p, now, tz, custom)!;
    return [r.firstDay, r.lastDay, r.from.toISOString(), r.to.toISOString()];
  };

  it('reads today, the last days and the months in the clinic zone', () => {
    expect(days('today')).toEqual([
      '2025-02-28',
      '2025-02-28',
      '2025-02-28T03:00:00.000Z',
      '2025-03-01T03:00:00.000Z',
    ]);
    expect(days('7d').slice(0, 2)).toEqual(['2025-02-22', '2025-02-28']);
    expect(days('30d').slice(0, 2)).toEqual(['2025-01-30', '2025-02-28']);
    expect(days('month').slice(0, 2)).toEqual(['2025-02-01', '2025-02-28']);
    expect(days('lastMonth')).toEqual([
      '2025-01-01',
      '2025-01-31',
      '2025-01-01T03:00:00.000Z',
      '2025-02-01T03:00:00.000Z',
    ]);
  });

  it('takes a custom period of real days, in order, of at most 366 days', () => {
    expect(days('custom', { from: '2024-12-31', to: '2025-01-01' }).slice(0, 2)).toEqual([
      '2024-12-31',
      '2025-01-01',
    ]);
    expect(reportRange('custom', now, tz, {})).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2025-02-29', to: '2025-03-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2025-02-02', to: '2025-02-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2024-01-01', to: '2025-01-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2024-01-01', to: '2024-12-31' })).not.toBeNull();
  });
});

/**
 * Issue 47: `daysBetween('9999-12-31', '9999-12-31')` never ended (the day after was written
 * '+010000-01-01', which sorts before '9999-12-31'), and a period of millions of days was walked
 * before being found too long. Each assertion that fails on that code comes before any call that
 * would loop there, so this file fails instead of hanging.
 */
describe('days at the end of the calendar', () => {
  it('writes every day with a four-digit year and refuses the day after 9999-12-31', () => {
    expect(addDays('9998-12-31', 1)).toBe('9999-01-01');
    expect(addDays('1900-01-01', -1)).toBe('1899-12-31');
    expect(addDays('0100-01-01', -1)).toBe('0099-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    // Were the day after written as before, these would never end.
    expect(daysBetween('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(daysBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });

  it('counts days without walking them, and lists at most DAYS_BETWEEN_MAX', () => {
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(dayCount('2025-01-02', '2025-01-01')).toBe(0);
    expect(dayCount('1900-01-01', '9998-12-31')).toBe(2_958_099);
    expect(dayCount('2025-01-01', 'x')).toBeNaN();
    expect(DAYS_BETWEEN_MAX).toBe(REPORT_CUSTOM_MAX_DAYS + 1);
    expect(daysBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
    expect(daysBetween('2025-01-02', '2025-01-01')).toEqual([]);
    expect(() => daysBetween('2024-01-01', '2025-01-02')).toThrow(RangeError);
    expect(() => daysBetween('1900-01-01', '9998-12-31')).toThrow(RangeError);
    expect(() => daysBetween('2025-01-01', '9999-12-31', 10)).toThrow(RangeError);
    expect(() => daysBetween('2025-01-01', 'nunca')).toThrow(RangeError);
    expect(daysBetween('2025-01-01', '2025-01-10', 10)).toHaveLength(10);
  });

  it('takes custom days only in the years 1900 to 9998', () => {
    // A custom period does not depend on today: any instant serves as the call's `now`.
    const now = new Date('2025-03-01T12:00:00Z');
    const custom = (from: string, to: string) =>
      reportRange('custom', now, 'America/Sao_Paulo', { from, to });
    expect(custom('9999-12-31', '9999-12-31')).toBeNull();
    expect(custom('9998-12-31', '9999-01-01')).toBeNull();
    expect(custom('1899-12-31', '1900-01-01')).toBeNull();
    expect(custom('0001-01-01', '0001-01-02')).toBeNull();
    expect(custom('2025-01-01', '9998-12-31')).toBeNull();
    const last = custom('9998-12-31', '9998-12-31')!;
    expect(last.to.toISOString()).toBe('9999-01-01T03:00:00.000Z');
    const first = custom('1900-01-01', '1900-01-02')!;
    expect(first.lastDay).toBe('1900-01-02');
  });
});
