import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './constants.ts';

/**
 * Local date-times without a zone (the spec's `scheduledDate`, year-month-dayThour:minute:second)
 * read in an account's time zone, and back. Times are kept in UTC; zones apply only at the edges.
 */
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function parseLocal(value: string): [number, number, number, number, number, number] | null {
  const m = LOCAL_RE.exec(value);
  if (!m) return null;
  return [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    m[6] ? Number(m[6]) : 0,
  ];
}

// Making a formatter costs far more than using one: a board of 10,000 cards asks for many.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: 'en-US' | 'en-CA', timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, found);
  }
  return found;
}

/** The zone's offset from UTC at `instant`, in milliseconds (local = instant + offset). */
export function offsetMs(instant: number, timeZone: string): number {
  const parts = formatterOf('en-US', timeZone).formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = utcMs(
    get('year'),
    get('month'),
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * Date.UTC for any year: Date.UTC itself reads years 0 to 99 as 1900 to 1999 ('0050-01-01' was
 * 1950). Months and days past their end roll over, as with Date.UTC.
 */
function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  // The common case stays as cheap as it was (offsetMs runs for every card of a board).
  if (y >= 100) return Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime();
}

export function isLocalDateTime(value: string): boolean {
  const p = parseLocal(value);
  if (!p) return false;
  const [y, mo, d, h, mi, s] = p;
  const date = new Date(utcMs(y, mo, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/**
 * Whether the year of a day or date-time as typed ('AAAA-MM-DD...') is one the API takes,
 * DATE_YEAR_MIN to DATE_YEAR_MAX. True for a value not of that form: its format is another
 * check's (a schema says the format is wrong, not the year).
 */
export function isWithinDateYears(value: string): boolean {
  const m = /^(\d{4})-\d{2}-\d{2}/.exec(value);
  if (!m) return true;
  const year = Number(m[1]);
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/**
 * Whether an instant is in the years the API takes, give or take a zone's offset: its UTC year
 * from DATE_YEAR_MIN - 1 to DATE_YEAR_MAX + 1 (9998-12-31 ends in 9999 in UTC west of
 * Greenwich), never the year 10000, which toISOString writes '+010000-…' and the database
 * refused.
 */
export function isInstantWithinDateYears(at: Date): boolean {
  const year = at.getUTCFullYear();
  return year >= DATE_YEAR_MIN - 1 && year <= DATE_YEAR_MAX + 1;
}

/**
 * The UTC day of an instant as 'YYYY-MM-DD', the year always in four digits. A year beyond
 * 0000-9999 throws: toISOString writes it '+010000-01-01', which is no day and sorts before
 * '9999-12-31' (a loop to a last day that compared them never ended, issue 47).
 */
export function formatDay(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`dia fora dos anos 0000-9999: ${ms}`);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** The UTC instant of a local date-time in `timeZone`. */
export function localToUtc(value: string, timeZone: string): Date {
  const p = parseLocal(value);
  if (!p) throw new Error('data local inválida');
  const [y, mo, d, h, mi, s] = p;
  const guess = utcMs(y, mo, d, h, mi, s);
  // Two passes settle the offset across a daylight-saving change.
  let instant = guess - offsetMs(guess, timeZone);
  instant = guess - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** An instant as `YYYY-MM-DDTHH:mm:ss` in `timeZone`. */
export function utcToLocal(date: Date, timeZone: string): string {
  const parts = formatterOf('en-CA', timeZone).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/**
 * The calendar day (`YYYY-MM-DD`) `days` after `day` (before, when negative), zone-free. Throws
 * past 9999-12-31 (formatDay): the API takes no year above DATE_YEAR_MAX, so a day it was given
 * and the day after are always in reach.
 */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDay(utcMs(y, m, d + days));
}

/** The day (`YYYY-MM-DD`) that `at` falls on in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  return utcToLocal(at, timeZone).slice(0, 10);
}

/**
 * The instants a period of days in `timeZone` covers: from the first day's midnight, up to (not
 * including) the midnight after the last. Either end may be open.
 */
export function daysToInstants(
  period: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from?: Date; until?: Date } {
  return {
    ...(period.from ? { from: localToUtc(`${period.from}T00:00`, timeZone) } : {}),
    ...(period.to ? { until: localToUtc(`${shiftDay(period.to, 1)}T00:00`, timeZone) } : {}),
  };
}
