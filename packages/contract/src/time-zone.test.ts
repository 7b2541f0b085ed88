import { describe, expect, it } from 'vitest';

import {
  dayIn,
  daysToInstants,
  isLocalDateTime,
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
