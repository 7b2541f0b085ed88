import { TEAM_MSG } from './messages/team.ts';

const C = TEAM_MSG.clinic;

/** A day the clinic closes: 'MM-DD' every year, or 'YYYY-MM-DD' one day. */
export interface Holiday {
  date: string;
  name: string;
}

/** 'MM-DD': closed on that day every year (a fixed holiday); 'YYYY-MM-DD': that one day. */
export const isRecurringDate = (value: string): boolean => /^\d{2}-\d{2}$/.test(value);

/**
 * A closed date as stored: 'YYYY-MM-DD' that exists in the calendar, or 'MM-DD' that exists in
 * some year (29/02 included: it closes the leap years' one).
 */
export function isClosedDate(value: string): boolean {
  const full = isRecurringDate(value) ? `2000-${value}` : value;
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(full) &&
    !Number.isNaN(Date.parse(`${full}T00:00:00Z`)) &&
    new Date(`${full}T00:00:00Z`).toISOString().slice(0, 10) === full
  );
}

/** Brazil's fixed national holidays (Lei 662/1949, 6.802/1980, 14.759/2023), every year. */
export const FIXED_NATIONAL_HOLIDAYS: readonly string[] = Object.keys(C.holidayNames);

/** Easter Sunday of `year` (Gregorian, the anonymous algorithm of Meeus), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Good Friday of `year`: two days before Easter (a national holiday). */
export const goodFriday = (year: number): string => shift(easterSunday(year), -2);

/**
 * Brazil's national holidays: the fixed ones every year ('MM-DD') and, for each of `years`, Good
 * Friday. Carnival is an optional point ('ponto facultativo'), not a holiday: not added, but named
 * when the clinic adds its days itself.
 */
export function brazilianHolidays(years: readonly number[]): Holiday[] {
  const fixed = FIXED_NATIONAL_HOLIDAYS.map((date) => ({ date, name: C.holidayNames[date]! }));
  const movable = years.map((year) => ({ date: goodFriday(year), name: C.goodFriday }));
  return [...fixed, ...movable];
}

/** The name of a closed date when it is a national holiday ('Natal') or Carnival, else null. */
export function holidayName(date: string): string | null {
  if (isRecurringDate(date)) return C.holidayNames[date] ?? null;
  const md = date.slice(5);
  if (C.holidayNames[md]) return C.holidayNames[md];
  const easter = easterSunday(Number(date.slice(0, 4)));
  if (date === goodFriday(Number(date.slice(0, 4)))) return C.goodFriday;
  if (date === shift(easter, -48)) return C.carnivalMonday;
  if (date === shift(easter, -47)) return C.carnivalTuesday;
  return null;
}

/** Closed dates in calendar order: every-year ones by month and day, then one-off days. */
export function sortClosedDates(dates: readonly string[]): string[] {
  return [...new Set(dates)].sort((a, b) => {
    const ra = isRecurringDate(a);
    const rb = isRecurringDate(b);
    if (ra !== rb) return ra ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/**
 * The clinic's names that still have their date: a removed date takes its name along, and a
 * blank name is no name (the national one, if any, shows instead).
 */
export function namesOfClosedDates(
  dates: readonly string[],
  names: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const date of dates) {
    const name = names?.[date]?.trim();
    if (name) kept[date] = name;
  }
  return kept;
}
