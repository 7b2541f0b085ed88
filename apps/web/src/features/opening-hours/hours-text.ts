import {
  isClosedDate,
  isRecurringDate,
  MSG,
  type OpenInterval,
  type OpeningHours,
  type OpeningHoursRequest,
  zOpeningHours,
} from '@conecta/contract';

const R = MSG.routineRules;

/** What the hours form holds: one line of intervals per day (Sunday first), the zone. */
export type HoursDraft = {
  enabled: boolean;
  timeZone: string;
  days: string[];
};

const pad = (hour: string) => hour.padStart(2, '0');

export function intervalsText(intervals: OpenInterval[]): string {
  return intervals.map((i) => `${i.start}-${i.end}`).join(', ');
}

export function hoursDraft(hours: OpeningHours): HoursDraft {
  return {
    enabled: hours.enabled,
    timeZone: hours.timeZone,
    days: hours.days.map(intervalsText),
  };
}

/** A closed date as a person writes it: '25/12' every year, '25/12/2026' one day. */
export function closedDateText(date: string): string {
  if (isRecurringDate(date)) return `${date.slice(3, 5)}/${date.slice(0, 2)}`;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

const CLOSED_DATE = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/;

/**
 * A closed date as typed back to what is stored: '25/12' (every year) to '12-25', '25/12/2026'
 * (that day) to '2026-12-25'; null when it is no calendar date.
 */
export function parseClosedDate(text: string): string | null {
  const m = CLOSED_DATE.exec(text.trim());
  if (!m) return null;
  const md = `${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const date = m[3] ? `${m[3]}-${md}` : md;
  return isClosedDate(date) ? date : null;
}

// '08:00-12:00', '8h-12h', '8 às 12', '8h30 até 12': minutes optional, 'h' or ':' between.
const INTERVAL = /^(\d{1,2})(?:[:h](\d{2}))?h?\s*(?:-|–|a|às|até)\s*(\d{1,2})(?:[:h](\d{2}))?h?$/i;

export type HoursParse =
  | { ok: true; hours: OpeningHoursRequest }
  | { ok: false; field: 'days' | 'closedDates'; day?: number; message: string };

/**
 * The draft read back: '08:00-12:00, 13:30-18:00' per day (or '8h às 12h'), with the closed
 * dates in force; then the contract's own rules, so the form says what the server would.
 */
export function parseHoursDraft(draft: HoursDraft, closedDates: string[]): HoursParse {
  const days: OpenInterval[][] = [];
  for (const [index, line] of draft.days.entries()) {
    const parts = line
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean);
    const intervals: OpenInterval[] = [];
    for (const part of parts) {
      const m = INTERVAL.exec(part);
      if (!m)
        return {
          ok: false,
          field: 'days',
          day: index,
          message: R.hoursIntervalInvalid(R.weekdays[index]!),
        };
      intervals.push({
        start: `${pad(m[1]!)}:${m[2] ?? '00'}`,
        end: `${pad(m[3]!)}:${m[4] ?? '00'}`,
      });
    }
    days.push(intervals);
  }
  const hours = { enabled: draft.enabled, timeZone: draft.timeZone, days, closedDates };
  const checked = zOpeningHours.safeParse(hours);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const [field, day] = issue.path;
    return {
      ok: false,
      field: field === 'closedDates' ? 'closedDates' : 'days',
      ...(typeof day === 'number' && field === 'days' ? { day } : {}),
      message: issue.message,
    };
  }
  return { ok: true, hours: checked.data };
}
