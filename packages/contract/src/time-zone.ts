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
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function isLocalDateTime(value: string): boolean {
  const p = parseLocal(value);
  if (!p) return false;
  const [y, mo, d, h, mi, s] = p;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The UTC instant of a local date-time in `timeZone`. */
export function localToUtc(value: string, timeZone: string): Date {
  const p = parseLocal(value);
  if (!p) throw new Error('data local inválida');
  const [y, mo, d, h, mi, s] = p;
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
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

/** The calendar day (`YYYY-MM-DD`) `days` after `day` (before, when negative), zone-free. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
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
