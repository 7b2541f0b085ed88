import { isWithinDateYears, localToUtc, shiftDay, utcToLocal } from './time-zone.ts';

export const REPORT_PERIODS = ['today', '7d', '30d', 'month', 'lastMonth', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest custom period, in days: a year and a leap day. */
export const REPORT_CUSTOM_MAX_DAYS = 366;

/**
 * The most days daysBetween lists: the longest period and one more. No valid period reaches it;
 * it bounds the loop whatever a caller passes (issue 47: one far date froze the server).
 */
export const DAYS_BETWEEN_MAX = REPORT_CUSTOM_MAX_DAYS + 1;

/**
 * A report's period as instants and as the clinic's calendar days: `from` is the first day's
 * local midnight, `to` the midnight after the last day (exclusive), both in `timeZone`.
 */
export interface ReportRange {
  from: Date;
  to: Date;
  /** First and last local day, 'YYYY-MM-DD', both included. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/**
 * 'YYYY-MM-DD' plus `days` (calendar arithmetic, no zone involved), the year in four digits;
 * throws past 9999-12-31 rather than write '+010000-01-01' (shiftDay).
 */
export function addDays(day: string, days: number): string {
  return shiftDay(day, days);
}

/**
 * How many days from `first` to `last`, both included (0 when `last` comes first), counted,
 * not walked: a far day costs nothing. NaN when either is not a day.
 */
export function dayCount(first: string, last: string): number {
  const from = Date.parse(`${first}T00:00:00Z`);
  const to = Date.parse(`${last}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / DAY_MS) + 1);
}

/**
 * The days from `first` to `last`, both included. Bounded: more than `max` days (or a bad day)
 * throws instead of listing them, so no caller loops far or forever (issue 47: the walk from
 * 9999-12-31 compared '+010000-01-01' <= '9999-12-31' and never ended).
 */
export function daysBetween(first: string, last: string, max = DAYS_BETWEEN_MAX): string[] {
  const count = dayCount(first, last);
  if (Number.isNaN(count)) throw new RangeError(`dias inválidos: ${first} a ${last}`);
  if (count > max) throw new RangeError(`${count} dias de ${first} a ${last}: o máximo é ${max}`);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(shiftDay(first, i));
  return out;
}

/** A day of the calendar, 'YYYY-MM-DD', in the years the API takes (isWithinDateYears). */
const isDay = (value: string | undefined): value is string =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  isWithinDateYears(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The period a person picked, in the clinic's zone: 'Hoje' is today so far, '7 dias' and
 * '30 dias' end today (today included), 'Este mês' runs from the 1st to today, 'Mês passado' is
 * the whole previous month, 'Personalizado' the two days given (both included). Null when the
 * custom days are missing, not days of DATE_YEAR_MIN to DATE_YEAR_MAX, reversed or longer than
 * REPORT_CUSTOM_MAX_DAYS.
 */
export function reportRange(
  period: ReportPeriod,
  now: Date,
  timeZone: string,
  custom: { from?: string; to?: string } = {},
): ReportRange | null {
  const today = utcToLocal(now, timeZone).slice(0, 10);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  let firstDay: string;
  let lastDay = today;
  switch (period) {
    case 'today':
      firstDay = today;
      break;
    case '7d':
      firstDay = addDays(today, -6);
      break;
    case '30d':
      firstDay = addDays(today, -29);
      break;
    case 'month':
      firstDay = firstOfMonth;
      break;
    case 'lastMonth':
      lastDay = addDays(firstOfMonth, -1);
      firstDay = `${lastDay.slice(0, 8)}01`;
      break;
    case 'custom':
      if (!isDay(custom.from) || !isDay(custom.to) || custom.from > custom.to) return null;
      if (dayCount(custom.from, custom.to) > REPORT_CUSTOM_MAX_DAYS) return null;
      firstDay = custom.from;
      lastDay = custom.to;
      break;
  }
  return {
    from: localToUtc(`${firstDay}T00:00`, timeZone),
    to: localToUtc(`${addDays(lastDay, 1)}T00:00`, timeZone),
    firstDay,
    lastDay,
    timeZone,
  };
}
