import { localToUtc, utcToLocal } from './time-zone.ts';

/** One open interval of a day, 'HH:MM' to 'HH:MM' in the clinic's time zone (start before end). */
export interface OpenInterval {
  start: string;
  end: string;
}

/**
 * When the clinic answers (issue 19): automatic messages that come due while it is closed wait
 * for the next opening. `days[0]` is Sunday, as `Date.getUTCDay()` counts; `closedDates` are
 * 'YYYY-MM-DD' days (holidays) closed whatever the weekday says.
 */
export interface OpeningHours {
  enabled: boolean;
  timeZone: string;
  days: OpenInterval[][];
  closedDates: string[];
}

/** A clinic that never set its hours: off, with a weekday 08:00 to 18:00 ready to switch on. */
export function defaultOpeningHours(timeZone: string): OpeningHours {
  const weekday = [{ start: '08:00', end: '18:00' }];
  return {
    enabled: false,
    timeZone,
    days: [[], weekday, weekday, weekday, weekday, weekday, [{ start: '08:00', end: '12:00' }]],
    closedDates: [],
  };
}

export const minutesOf = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day after 'YYYY-MM-DD', by the calendar (no zone involved). */
function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The first instant at or after `at` when the clinic is open: `at` itself when open (or when the
 * hours are off), else the start of the next open interval, holidays skipped. Hours with no open
 * interval at all (refused when saved) never hold anything back.
 */
export function nextOpening(hours: OpeningHours, at: Date): Date {
  if (!hours.enabled) return at;
  const local = utcToLocal(at, hours.timeZone);
  let date = local.slice(0, 10);
  const minute = minutesOf(local.slice(11, 16));
  const closed = new Set(hours.closedDates);
  // A year and a week covers every weekday of every date; past it, the hours hold nothing back.
  for (let day = 0; day < 372; day++, date = nextDate(date)) {
    if (closed.has(date)) continue;
    const intervals = [...(hours.days[weekdayOf(date)] ?? [])].sort(
      (a, b) => minutesOf(a.start) - minutesOf(b.start),
    );
    for (const interval of intervals) {
      if (day === 0 && minute >= minutesOf(interval.end)) continue;
      if (day === 0 && minute >= minutesOf(interval.start)) return at;
      return localToUtc(`${date}T${interval.start}`, hours.timeZone);
    }
  }
  return at;
}

export const isOpenAt = (hours: OpeningHours, at: Date): boolean =>
  nextOpening(hours, at).getTime() === at.getTime();
