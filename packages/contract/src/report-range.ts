import { localToUtc, utcToLocal } from './time-zone.ts';

export const REPORT_PERIODS = ['today', '7d', '30d', 'month', 'lastMonth', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest custom period, in days: a year and a leap day. */
export const REPORT_CUSTOM_MAX_DAYS = 366;

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

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

const isDay = (value: string | undefined): value is string =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The period a person picked, in the clinic's zone: 'Hoje' is today so far, '7 dias' and
 * '30 dias' end today (today included), 'Este mês' runs from the 1st to today, 'Mês passado' is
 * the whole previous month, 'Personalizado' the two days given (both included). Null when the
 * custom days are missing, reversed or longer than REPORT_CUSTOM_MAX_DAYS.
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
      if (daysBetween(custom.from, custom.to).length > REPORT_CUSTOM_MAX_DAYS) return null;
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
