import { describe, expect, it } from 'vitest';

import {
  dayIn,
  daysToInstants,
  formatDay,
  isInstantWithinDateYears,
  isLocalDateTime,
  isWithinDateYears,
  localToUtc,
  shiftDay,
  utcToLocal,
} from './time-zone.ts';

describe('time zones at the edges', () => {
  it('reads a local date-time in the account zone', () => {
    expect(localToUtc('2026-11-23T09:00:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
    expect(localToUtc('2026-11-23T09:00', 'America/Manaus').toISOString()).toBe(
      '2026-11-23T13:00:00.000Z',
    );
    expect(localToUtc('2026-07-01T09:00:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
  });

  it('writes an instant back in the zone', () => {
    expect(utcToLocal(new Date('2026-11-23T12:00:00Z'), 'America/Sao_Paulo')).toBe(
      '2026-11-23T09:00:00',
    );
    expect(utcToLocal(new Date('2026-11-24T02:30:00Z'), 'America/Sao_Paulo')).toBe(
      '2026-11-23T23:30:00',
    );
  });

  it('validates the shape and the calendar', () => {
    expect(isLocalDateTime('2026-11-23T09:00')).toBe(true);
    expect(isLocalDateTime('2026-02-30T09:00')).toBe(false);
    expect(isLocalDateTime('2026-11-23 09:00')).toBe(false);
    expect(isLocalDateTime('2026-11-23T25:00')).toBe(false);
  });
});

describe('days', () => {
  it('moves a day across months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-11-27', -29)).toBe('2026-10-29');
  });

  it('tells the day an instant falls on in a zone', () => {
    expect(dayIn(new Date('2026-11-28T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-27');
    expect(dayIn(new Date('2026-11-28T02:30:00Z'), 'UTC')).toBe('2026-11-28');
  });

  it("turns a period of days into the instants of the clinic's midnights", () => {
    expect(daysToInstants({ from: '2026-11-27', to: '2026-11-27' }, 'America/Sao_Paulo')).toEqual({
      from: new Date('2026-11-27T03:00:00Z'),
      until: new Date('2026-11-28T03:00:00Z'),
    });
    expect(daysToInstants({ to: '2026-11-27' }, 'UTC')).toEqual({
      until: new Date('2026-11-28T00:00:00Z'),
    });
    expect(daysToInstants({}, 'UTC')).toEqual({});
  });
});

/** Issue 47: the day after 9999-12-31 was '+010000-01-01', and years 0 to 99 were 19xx. */
describe('days at the ends of the calendar', () => {
  it('writes a day with four digits and refuses a year beyond 9999', () => {
    expect(formatDay(Date.UTC(2026, 0, 5))).toBe('2026-01-05');
    expect(formatDay(Date.parse('0050-03-01T00:00:00Z'))).toBe('0050-03-01');
    expect(() => formatDay(Date.parse('+010000-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => formatDay(Number.NaN)).toThrow(RangeError);
    expect(shiftDay('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => shiftDay('9999-12-31', 1)).toThrow(RangeError);
  });

  it('reads years 0 to 99 as themselves, not as 19xx', () => {
    expect(shiftDay('0050-01-01', 1)).toBe('0050-01-02');
    expect(localToUtc('0050-01-01T00:00', 'UTC').toISOString()).toBe('0050-01-01T00:00:00.000Z');
    expect(isLocalDateTime('0050-02-29T00:00')).toBe(false);
    expect(isLocalDateTime('0048-02-29T00:00')).toBe(true);
  });

  it('takes the years 1900 to 9998 only', () => {
    expect(isWithinDateYears('9998-12-31')).toBe(true);
    expect(isWithinDateYears('9998-12-31T23:59')).toBe(true);
    expect(isWithinDateYears('1900-01-01')).toBe(true);
    expect(isWithinDateYears('9999-01-01')).toBe(false);
    expect(isWithinDateYears('1899-12-31T23:00')).toBe(false);
    expect(isWithinDateYears('0000-01-01')).toBe(false);
    // Not a day at all: that is for the format's own check to say.
    expect(isWithinDateYears('amanhã')).toBe(true);
    // An instant, give or take a zone: the last day taken ends in 9999 in UTC, never in 10000.
    expect(isInstantWithinDateYears(new Date('9998-12-31T23:59:59-12:00'))).toBe(true);
    expect(isInstantWithinDateYears(new Date('9999-12-31T23:59:59Z'))).toBe(true);
    expect(isInstantWithinDateYears(new Date('9999-12-31T23:59:59-12:00'))).toBe(false);
    expect(isInstantWithinDateYears(new Date('1900-01-01T00:00:00+14:00'))).toBe(true);
    expect(isInstantWithinDateYears(new Date('1898-12-31T23:59:59Z'))).toBe(false);
    expect(isInstantWithinDateYears(new Date('0000-01-01T00:00:00Z'))).toBe(false);
  });

  it('turns the last day taken into instants', () => {
    expect(daysToInstants({ from: '9998-12-31', to: '9998-12-31' }, 'Pacific/Kiritimati')).toEqual({
      from: new Date('9998-12-30T10:00:00Z'),
      until: new Date('9998-12-31T10:00:00Z'),
    });
    expect(daysToInstants({ to: '9998-12-31' }, 'Etc/GMT+12')).toEqual({
      until: new Date('9999-01-01T12:00:00Z'),
    });
  });
});
