import { isRecurringDate } from './holidays.ts';
import { APPOINTMENT_MSG } from './messages/appointment-rules.ts';
import { ROUTINE_MSG } from './messages/routine-rules.ts';
import { offsetMs } from './time-zone.ts';

/** One open interval of a day, 'HH:MM' to 'HH:MM' in the clinic's time zone (start before end). */
export interface OpenInterval {
  start: string;
  end: string;
}

/**
 * When the clinic answers: automatic messages that come due while it is closed wait
 * for the next opening. `days[0]` is Sunday, as `Date.getUTCDay()` counts; `closedDates` are
 * days (holidays) closed whatever the weekday says: 'YYYY-MM-DD' one day, 'MM-DD' every year.
 */
export interface OpeningHours {
  enabled: boolean;
  timeZone: string;
  days: OpenInterval[][];
  closedDates: string[];
  /** The clinic's own names of some closed dates; absent in hours saved before names existed. */
  closedDateNames?: Record<string, string>;
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

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;

/**
 * A zone's offset, remembered per quarter hour: a board of 10,000 cards asks for thousands of
 * nearby instants, and asking Intl each time cost 25-60 µs a card. Zones change their offset on
 * a quarter hour at the finest, so a quarter's answer holds for all of it.
 */
const offsets = new Map<string, number>();
function offsetAt(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_MS)}`;
  let found = offsets.get(key);
  if (found === undefined) {
    // A long-running server moves on through time: forget rather than grow.
    if (offsets.size > 20_000) offsets.clear();
    found = offsetMs(Math.floor(instant / QUARTER_MS) * QUARTER_MS, timeZone);
    offsets.set(key, found);
  }
  return found;
}

/** The instant of a local wall time (ms as if UTC) in `timeZone`, settled across a DST change. */
function wallToInstant(wall: number, timeZone: string): number {
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}

interface Prepared {
  /** One-off closed dates as days since 1970-01-01. */
  closed: Set<number>;
  /** Every-year closed dates as month * 100 + day (1225 for 25/12). */
  yearly: Set<number>;
  days: Array<Array<{ start: number; end: number }>>;
}
// The same hours object serves every card of a board: sort and index it once.
const prepared = new WeakMap<OpeningHours, Prepared>();
function prepare(hours: OpeningHours): Prepared {
  let found = prepared.get(hours);
  if (!found) {
    found = {
      closed: new Set(
        hours.closedDates
          .filter((d) => !isRecurringDate(d))
          .map((d) => Date.parse(`${d}T00:00:00Z`) / DAY_MS),
      ),
      yearly: new Set(
        hours.closedDates
          .filter(isRecurringDate)
          .map((d) => Number(d.slice(0, 2)) * 100 + Number(d.slice(3, 5))),
      ),
      days: hours.days.map((d) =>
        d
          .map((i) => ({ start: minutesOf(i.start), end: minutesOf(i.end) }))
          .sort((a, b) => a.start - b.start),
      ),
    };
    prepared.set(hours, found);
  }
  return found;
}

/** Whether a day (days since 1970-01-01, local) is a closed date, one-off or every year. */
function isClosedDay(p: Prepared, dayNumber: number): boolean {
  if (p.closed.has(dayNumber)) return true;
  if (p.yearly.size === 0) return false;
  const date = new Date(dayNumber * DAY_MS);
  return p.yearly.has((date.getUTCMonth() + 1) * 100 + date.getUTCDate());
}

/** 0 Sunday ... 6 Saturday of a day since 1970-01-01, a Thursday (4). */
const weekdayOf = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;

/**
 * The first instant at or after `at` when the clinic is open: `at` itself when open (or when the
 * hours are off), else the start of the next open interval, holidays skipped. Hours with no open
 * interval at all (refused when saved) never hold anything back.
 */
export function nextOpening(hours: OpeningHours, at: Date): Date {
  if (!hours.enabled) return at;
  const p = prepare(hours);
  const instant = at.getTime();
  // Local wall time, kept as milliseconds as if it were UTC.
  const wall = instant + offsetAt(hours.timeZone, instant);
  const today = Math.floor(wall / DAY_MS);
  const minute = Math.floor((wall - today * DAY_MS) / 60_000);
  // A year and a week covers every weekday of every date; past it, the hours hold nothing back.
  for (let day = 0; day < 372; day++) {
    const dayNumber = today + day;
    if (isClosedDay(p, dayNumber)) continue;
    const dayStart = dayNumber * DAY_MS;
    for (const interval of p.days[weekdayOf(dayNumber)] ?? []) {
      if (day === 0 && minute >= interval.end) continue;
      if (day === 0 && minute >= interval.start) return at;
      return new Date(wallToInstant(dayStart + interval.start * 60_000, hours.timeZone));
    }
  }
  return at;
}

export const isOpenAt = (hours: OpeningHours, at: Date): boolean =>
  nextOpening(hours, at).getTime() === at.getTime();

/**
 * The end of the open interval `at` falls in: the first instant after it when the interval is
 * over (the next day's interval may open at that very minute, after a '24:00'). `at` itself when
 * the clinic is closed then; null when the hours are off (it never closes). Lets a walk over
 * time jump over open hours instead of stepping through them minute by minute.
 */
export function intervalEnd(hours: OpeningHours, at: Date): Date | null {
  if (!hours.enabled) return null;
  const p = prepare(hours);
  const instant = at.getTime();
  const wall = instant + offsetAt(hours.timeZone, instant);
  const today = Math.floor(wall / DAY_MS);
  const minute = Math.floor((wall - today * DAY_MS) / 60_000);
  if (isClosedDay(p, today)) return at;
  for (const interval of p.days[weekdayOf(today)] ?? []) {
    if (minute >= interval.start && minute < interval.end) {
      return new Date(wallToInstant(today * DAY_MS + interval.end * 60_000, hours.timeZone));
    }
  }
  return at;
}

/**
 * When held messages go, as a person reads it: 'às 08:00' within the next day,
 * 'segunda-feira às 08:00' within the week, 'em 02/01 às 08:00' after a long holiday; always in
 * the clinic's time zone.
 */
export function openingLabel(opensAt: Date, now: Date, timeZone: string): string {
  const local = new Date(opensAt.getTime() + offsetMs(opensAt.getTime(), timeZone));
  const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  const ahead = opensAt.getTime() - now.getTime();
  const say = ROUTINE_MSG.opensAt;
  if (ahead < DAY_MS) return say.today(hhmm);
  if (ahead < 6 * DAY_MS) return say.thisWeek(APPOINTMENT_MSG.weekdays[local.getUTCDay()]!, hhmm);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return say.later(`${dd}/${mm}`, hhmm);
}
