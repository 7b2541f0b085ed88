import { describe, expect, it } from 'vitest';

import {
  buildLocalDateTime,
  formatCompactInstant,
  formatInstant,
  formatLocalDateTime,
  formatShortInstant,
  isFuture,
  parseLocalDateTime,
  splitLocalDateTime,
  toDayValue,
  toTimeValue,
} from './task-date';

describe('local date-times', () => {
  it('builds the API value YYYY-MM-DDTHH:mm:ss without a zone', () => {
    expect(buildLocalDateTime('2026-05-12', '09:45')).toBe('2026-05-12T09:45:00');
    expect(buildLocalDateTime('', '09:45')).toBe('');
    expect(buildLocalDateTime('2026-05-12', '')).toBe('');
  });

  it('reads the input halves of a date', () => {
    const d = new Date(2026, 0, 3, 7, 5);
    expect(toDayValue(d)).toBe('2026-01-03');
    expect(toTimeValue(d)).toBe('07:05');
    expect(splitLocalDateTime('2026-01-03T07:05:00')).toEqual({ day: '2026-01-03', time: '07:05' });
    expect(splitLocalDateTime('nada')).toEqual({ day: '', time: '' });
  });

  it('shows dd/MM/yyyy HH:mm', () => {
    expect(formatLocalDateTime('2026-05-12T09:45:00')).toBe('12/05/2026 09:45');
    expect(formatLocalDateTime('2026-05-12T09:45')).toBe('12/05/2026 09:45');
    expect(formatLocalDateTime('')).toBe('');
    const iso = new Date(2026, 4, 12, 14, 30).toISOString();
    expect(formatInstant(iso)).toBe('12/05/2026 14:30');
    expect(formatShortInstant(iso)).toBe('12/05 14:30');
    expect(formatInstant(null)).toBe('');
    expect(formatShortInstant('not a date')).toBe('');
    expect(formatCompactInstant(iso, new Date(2026, 4, 12, 8, 0))).toBe('14:30');
    expect(formatCompactInstant(iso, new Date(2026, 4, 11, 23, 0))).toBe('12/05');
    expect(formatCompactInstant(null, new Date())).toBe('');
  });

  it('parses only real dates', () => {
    expect(parseLocalDateTime('2026-05-12T09:45:00')).toEqual(new Date(2026, 4, 12, 9, 45));
    expect(parseLocalDateTime('2026-02-30T09:45:00')).toBeNull();
    expect(parseLocalDateTime('12/05/2026')).toBeNull();
  });
});

describe('future rule', () => {
  const now = new Date(2026, 4, 12, 14, 10);

  it('accepts only dates after now', () => {
    expect(isFuture('2026-05-12T14:15:00', now)).toBe(true);
    expect(isFuture('2026-05-12T14:10:00', now)).toBe(false);
    expect(isFuture('2026-05-11T23:45:00', now)).toBe(false);
    expect(isFuture('', now)).toBe(false);
  });
});
