import { describe, expect, it } from 'vitest';

import { isLocalDateTime, localToUtc, utcToLocal } from './time-zone.ts';

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
