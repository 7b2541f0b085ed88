import type { OpeningHours } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { dayOf, nextBusinessHour, pastField, timeOf, whenErrors, whenProblems } from './schedule';

/** Weekdays 08:00-12:00 and 13:00-18:00 in the test browser's zone; 2026-05-12 is a Tuesday. */
const HOURS: OpeningHours = {
  enabled: true,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  days: [
    [],
    ...Array.from({ length: 5 }, () => [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ]),
    [],
  ],
  closedDates: ['2026-05-13'],
};

describe('nextBusinessHour', () => {
  it('is the next full hour, never the current one', () => {
    expect(nextBusinessHour(new Date(2026, 4, 12, 14, 37, 12))).toEqual(new Date(2026, 4, 12, 15));
    expect(nextBusinessHour(new Date(2026, 4, 12, 14, 0))).toEqual(new Date(2026, 4, 12, 15));
    expect(nextBusinessHour(new Date(2026, 11, 31, 23, 5))).toEqual(new Date(2027, 0, 1, 0));
  });

  it('stays inside the opening hours when they are on', () => {
    // Open at 15:00: kept.
    expect(nextBusinessHour(new Date(2026, 4, 12, 14, 10), HOURS)).toEqual(
      new Date(2026, 4, 12, 15),
    );
    // Lunch: the afternoon opening.
    expect(nextBusinessHour(new Date(2026, 4, 12, 11, 20), HOURS)).toEqual(
      new Date(2026, 4, 12, 13),
    );
    // After closing, the next day is a holiday: Thursday morning, not midnight.
    expect(nextBusinessHour(new Date(2026, 4, 12, 17, 30), HOURS)).toEqual(
      new Date(2026, 4, 14, 8),
    );
    // Saturday night: Monday 08:00.
    expect(nextBusinessHour(new Date(2026, 4, 16, 22, 0), HOURS)).toEqual(new Date(2026, 4, 18, 8));
    // Hours off: the next full hour, even at night.
    expect(nextBusinessHour(new Date(2026, 4, 12, 23, 30), { ...HOURS, enabled: false })).toEqual(
      new Date(2026, 4, 13, 0),
    );
  });

  it('writes the day and the time of an instant', () => {
    expect(dayOf(new Date(2026, 0, 5, 9, 7))).toBe('2026-01-05');
    expect(timeOf(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
  });
});

describe('whenProblems', () => {
  const now = new Date(2026, 4, 12, 14, 10);

  it('says nothing of a future moment', () => {
    expect(whenProblems('2026-05-12', '14:15', now)).toEqual({});
    expect(whenProblems('2027-01-01', '00:00', now)).toEqual({});
  });

  it('blames each field for its own text', () => {
    expect(whenProblems('', '15:00', now)).toEqual({ day: 'missing' });
    expect(whenProblems('invalid', '15:00', now)).toEqual({ day: 'invalid' });
    expect(whenProblems('2026-05-13', '', now)).toEqual({ time: 'missing' });
    expect(whenProblems('2026-05-13', 'invalid', now)).toEqual({ time: 'invalid' });
    expect(whenProblems('invalid', 'invalid', now)).toEqual({ day: 'invalid', time: 'invalid' });
  });

  it('blames the day for a day gone by, the time for an hour gone by today', () => {
    expect(whenProblems('2026-05-11', '18:00', now)).toEqual({ day: 'past' });
    expect(whenProblems('2026-05-12', '14:10', now)).toEqual({ time: 'past' });
    expect(whenProblems('2026-05-12', '09:00', now)).toEqual({ time: 'past' });
    expect(pastField('2026-05-11', now)).toBe('day');
    expect(pastField('2026-05-12', now)).toBe('time');
    expect(pastField('2026-05-13', now)).toBe('time');
  });
});

describe('whenErrors', () => {
  it('says what is wrong in pt-BR, under the field it is about', () => {
    expect(whenErrors({})).toEqual({});
    expect(whenErrors({ day: 'invalid' })).toEqual({
      day: 'Data inválida: use dd/mm ou dd/mm/aaaa.',
    });
    expect(whenErrors({ day: 'past' })).toEqual({ day: 'A data já passou.' });
    expect(whenErrors({ day: 'missing', time: 'missing' })).toEqual({
      day: 'Informe a data.',
      time: 'Informe o horário.',
    });
    expect(whenErrors({ time: 'invalid' })).toEqual({
      time: 'Horário inválido: use 14:30, 14h30 ou 14h.',
    });
    expect(whenErrors({ time: 'past' })).toEqual({ time: 'Esse horário já passou.' });
  });
});
