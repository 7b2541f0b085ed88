import { describe, expect, it } from 'vitest';

import {
  defaultOpeningHours,
  intervalEnd,
  isOpenAt,
  nextOpening,
  openingLabel,
  type OpeningHours,
} from './opening-hours.ts';
import { zOpeningHours } from './schemas/opening-hours.ts';

// Inputs are explicit instants (these functions take "now" as an argument); 2026-03-06 is a Friday.
const SP = 'America/Sao_Paulo'; // UTC-3 all year
const clinic: OpeningHours = {
  enabled: true,
  timeZone: SP,
  days: [
    [],
    [
      { start: '08:00', end: '12:00' },
      { start: '13:30', end: '18:00' },
    ],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [{ start: '08:00', end: '18:00' }],
    [],
  ],
  closedDates: [],
};
const at = (iso: string) => new Date(iso);

describe('nextOpening', () => {
  it('holds nothing back when the hours are off', () => {
    const night = at('2026-03-07T06:00:00.000Z');
    expect(nextOpening({ ...clinic, enabled: false }, night)).toEqual(night);
  });

  it('is the instant itself while open', () => {
    const friday10 = at('2026-03-06T13:00:00.000Z');
    expect(nextOpening(clinic, friday10)).toEqual(friday10);
    expect(isOpenAt(clinic, friday10)).toBe(true);
  });

  it('waits for the same day’s opening early in the morning', () => {
    expect(nextOpening(clinic, at('2026-03-06T07:30:00.000Z'))).toEqual(
      at('2026-03-06T11:00:00.000Z'),
    );
  });

  it('waits for the afternoon interval at lunch time', () => {
    // Monday 12:30 in São Paulo.
    expect(nextOpening(clinic, at('2026-03-09T15:30:00.000Z'))).toEqual(
      at('2026-03-09T16:30:00.000Z'),
    );
  });

  it('counts the closing minute as closed and skips a closed weekend to Monday', () => {
    const friday18 = at('2026-03-06T21:00:00.000Z');
    expect(isOpenAt(clinic, friday18)).toBe(false);
    expect(nextOpening(clinic, friday18)).toEqual(at('2026-03-09T11:00:00.000Z'));
    expect(isOpenAt(clinic, at('2026-03-06T20:59:59.000Z'))).toBe(true);
  });

  it('skips a holiday', () => {
    const hours = { ...clinic, closedDates: ['2026-03-09'] };
    expect(nextOpening(hours, at('2026-03-06T22:00:00.000Z'))).toEqual(
      at('2026-03-10T11:00:00.000Z'),
    );
    expect(isOpenAt(hours, at('2026-03-09T13:00:00.000Z'))).toBe(false);
  });

  it("skips an every-year holiday ('12-25') in each year, in the clinic's zone", () => {
    const hours = { ...clinic, closedDates: ['12-25'] };
    // 2026-12-25 is a Friday: Thursday 18:00 in São Paulo waits for Monday the 28th.
    expect(nextOpening(hours, at('2026-12-24T21:30:00.000Z'))).toEqual(
      at('2026-12-28T11:00:00.000Z'),
    );
    // 2027-12-25 is a Saturday (closed anyway); 2028-12-25 a Monday: Tuesday opens.
    expect(nextOpening(hours, at('2028-12-23T12:00:00.000Z'))).toEqual(
      at('2028-12-26T11:00:00.000Z'),
    );
    // Christmas morning, São Paulo time, even while it is already the 25th in UTC the night before.
    expect(isOpenAt(hours, at('2030-12-25T13:00:00.000Z'))).toBe(false);
    expect(isOpenAt(hours, at('2030-12-24T20:00:00.000Z'))).toBe(true);
    // The same day without the holiday is open.
    expect(isOpenAt(clinic, at('2030-12-25T13:00:00.000Z'))).toBe(true);
  });

  it('skips every-year and one-off holidays together, across the new year', () => {
    const hours = { ...clinic, closedDates: ['01-01', '2027-01-04', '12-31'] };
    // Thursday 2026-12-31 and Friday 2027-01-01 closed, the weekend, Monday the 4th closed too.
    expect(nextOpening(hours, at('2026-12-30T22:00:00.000Z'))).toEqual(
      at('2027-01-05T11:00:00.000Z'),
    );
  });

  it('closes 29/02 only in leap years', () => {
    const hours = { ...clinic, closedDates: ['02-29'] };
    // 2028-02-29 is a Tuesday; 2027-03-01 a Monday (no 29th that year).
    expect(isOpenAt(hours, at('2028-02-29T13:00:00.000Z'))).toBe(false);
    expect(isOpenAt(hours, at('2027-03-01T13:00:00.000Z'))).toBe(true);
  });

  it('opens at the local hour across a daylight-saving change', () => {
    const ny = { ...clinic, timeZone: 'America/New_York' };
    // Saturday night before the 2026-03-08 change (EST, UTC-5) to Monday 08:00 EDT (UTC-4).
    expect(nextOpening(ny, at('2026-03-08T03:00:00.000Z'))).toEqual(at('2026-03-09T12:00:00.000Z'));
  });

  it('never holds back for ever when no day is open', () => {
    const none = { ...clinic, days: [[], [], [], [], [], [], []] };
    const t = at('2026-03-06T22:00:00.000Z');
    expect(nextOpening(none, t)).toEqual(t);
  });
});

describe('zOpeningHours', () => {
  it('takes the defaults and a week with holidays', () => {
    expect(zOpeningHours.safeParse({ ...defaultOpeningHours(SP), enabled: true }).success).toBe(
      true,
    );
    expect(zOpeningHours.safeParse({ ...clinic, closedDates: ['2026-12-25'] }).success).toBe(true);
  });

  it("takes every-year dates ('12-25', '02-29') next to one-off ones", () => {
    const result = zOpeningHours.safeParse({
      ...clinic,
      closedDates: ['12-25', '02-29', '2026-04-03'],
    });
    expect(result.success).toBe(true);
  });

  it.each([
    [
      'an interval that ends before it starts',
      { days: clinic.days.with(2, [{ start: '18:00', end: '08:00' }]) },
      'Terça-feira: cada intervalo deve terminar depois de começar, sem se sobrepor ao anterior.',
    ],
    [
      'overlapping intervals',
      {
        days: clinic.days.with(1, [
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ]),
      },
      'Segunda-feira: cada intervalo deve terminar depois de começar, sem se sobrepor ao anterior.',
    ],
    [
      'an hour of 25',
      { days: clinic.days.with(3, [{ start: '25:00', end: '26:00' }]) },
      'Horário de funcionamento inválido.',
    ],
    [
      'every day closed',
      { days: [[], [], [], [], [], [], []] },
      'Informe ao menos um dia com horário de funcionamento.',
    ],
    [
      'a date that does not exist',
      { closedDates: ['2026-02-30'] },
      'Horário de funcionamento inválido.',
    ],
    [
      'an every-year date that does not exist',
      { closedDates: ['02-30'] },
      'Horário de funcionamento inválido.',
    ],
    ['a date as typed', { closedDates: ['25/12'] }, 'Horário de funcionamento inválido.'],
    ['six days', { days: clinic.days.slice(1) }, 'Horário de funcionamento inválido.'],
  ])('refuses %s', (_what, change, message) => {
    const result = zOpeningHours.safeParse({ ...clinic, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('openingLabel', () => {
  // 2030-01-07 was a Monday; the clinic is in São Paulo (UTC-3, no daylight saving since 2019).
  const monday8 = new Date('2030-01-07T11:00:00.000Z');
  const zone = 'America/Sao_Paulo';

  it("says only the time within a day: '7 mensagens; ... enviar às 08:00?'", () => {
    expect(openingLabel(monday8, new Date('2030-01-07T02:07:00.000Z'), zone)).toBe('às 08:00');
  });

  it('names the weekday within the week, and the date after a long holiday', () => {
    expect(openingLabel(monday8, new Date('2030-01-05T02:07:00.000Z'), zone)).toBe(
      'segunda-feira às 08:00',
    );
    expect(openingLabel(monday8, new Date('2029-12-30T12:00:00.000Z'), zone)).toBe(
      'em 07/01 às 08:00',
    );
  });
});

describe('intervalEnd', () => {
  it('tells when the open interval ends, and nothing when closed or off', () => {
    // Friday 10:00 in São Paulo: open until 18:00 (21:00 UTC).
    expect(intervalEnd(clinic, at('2026-03-06T13:00:00.000Z'))).toEqual(
      at('2026-03-06T21:00:00.000Z'),
    );
    // Monday 09:00: the morning interval ends at 12:00, before the afternoon one.
    expect(intervalEnd(clinic, at('2026-03-09T12:00:00.000Z'))).toEqual(
      at('2026-03-09T15:00:00.000Z'),
    );
    const closedNow = at('2026-03-06T21:00:00.000Z');
    expect(intervalEnd(clinic, closedNow)).toEqual(closedNow);
    const holiday = at('2026-03-09T13:00:00.000Z');
    expect(intervalEnd({ ...clinic, closedDates: ['2026-03-09'] }, holiday)).toEqual(holiday);
    expect(intervalEnd({ ...clinic, enabled: false }, holiday)).toBeNull();
  });

  it("ends an interval that runs to '24:00' at the midnight after it", () => {
    const hours = { ...clinic, days: clinic.days.map(() => [{ start: '20:00', end: '24:00' }]) };
    expect(intervalEnd(hours, at('2026-03-06T23:30:00.000Z'))).toEqual(
      at('2026-03-07T03:00:00.000Z'),
    );
  });
});
