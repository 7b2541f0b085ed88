import { describe, expect, it } from 'vitest';

import {
  brazilianHolidays,
  easterSunday,
  goodFriday,
  holidayName,
  isClosedDate,
  sortClosedDates,
} from './holidays.ts';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('of %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('goodFriday', () => {
  it('is two days before Easter, across a month', () => {
    expect(goodFriday(2026)).toBe('2026-04-03');
    expect(goodFriday(2027)).toBe('2027-03-26');
    expect(goodFriday(2024)).toBe('2024-03-29');
  });
});

describe('brazilianHolidays', () => {
  it("are the nine fixed ones every year and each year's Good Friday", () => {
    const holidays = brazilianHolidays([2026, 2027]);
    expect(holidays.map((h) => h.date)).toEqual([
      '01-01',
      '04-21',
      '05-01',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
      '2026-04-03',
      '2027-03-26',
    ]);
    expect(holidays.find((h) => h.date === '12-25')?.name).toBe('Natal');
    expect(holidays.find((h) => h.date === '04-21')?.name).toBe('Tiradentes');
    expect(holidays.find((h) => h.date === '2026-04-03')?.name).toBe('Sexta-feira Santa');
    expect(holidays.every((h) => isClosedDate(h.date))).toBe(true);
  });
});

describe('holidayName', () => {
  it('names national holidays, every-year or one day, and Carnival', () => {
    expect(holidayName('12-25')).toBe('Natal');
    expect(holidayName('2026-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(holidayName('2026-04-03')).toBe('Sexta-feira Santa');
    expect(holidayName('2026-02-16')).toBe('Segunda-feira de Carnaval');
    expect(holidayName('2026-02-17')).toBe('Terça-feira de Carnaval');
    expect(holidayName('2026-03-10')).toBeNull();
    expect(holidayName('03-10')).toBeNull();
  });
});

describe('isClosedDate and sortClosedDates', () => {
  it('take real dates only, 29/02 every year included', () => {
    expect(isClosedDate('02-29')).toBe(true);
    expect(isClosedDate('2027-02-29')).toBe(false);
    expect(isClosedDate('13-01')).toBe(false);
    expect(isClosedDate('25/12')).toBe(false);
  });

  it('list every-year dates first, by month and day, without repeats', () => {
    expect(sortClosedDates(['2026-04-03', '12-25', '01-01', '12-25', '2025-12-31'])).toEqual([
      '01-01',
      '12-25',
      '2025-12-31',
      '2026-04-03',
    ]);
  });
});
