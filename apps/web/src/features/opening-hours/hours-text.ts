import {
  MSG,
  type OpenInterval,
  type OpeningHours,
  type OpeningHoursRequest,
  zOpeningHours,
} from '@conecta/contract';

const R = MSG.routineRules;

/** What the form holds: one line of intervals per day (Sunday first), dates one per line. */
export type HoursDraft = {
  enabled: boolean;
  days: string[];
  closedDates: string;
};

const pad = (hour: string) => hour.padStart(2, '0');

export function intervalsText(intervals: OpenInterval[]): string {
  return intervals.map((i) => `${i.start}-${i.end}`).join(', ');
}

export function hoursDraft(hours: OpeningHours): HoursDraft {
  return {
    enabled: hours.enabled,
    days: hours.days.map(intervalsText),
    closedDates: hours.closedDates
      .map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`)
      .join('\n'),
  };
}

// '08:00-12:00', '8h-12h', '8 às 12', '8h30 até 12': minutes optional, 'h' or ':' between.
const INTERVAL = /^(\d{1,2})(?:[:h](\d{2}))?h?\s*(?:-|–|a|às|até)\s*(\d{1,2})(?:[:h](\d{2}))?h?$/i;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export type HoursParse =
  | { ok: true; hours: OpeningHoursRequest }
  | { ok: false; field: 'days' | 'closedDates'; day?: number; message: string };

/**
 * The draft read back: '08:00-12:00, 13:30-18:00' per day (or '8h às 12h'),
 * dates as DD/MM/AAAA; then the contract's own rules, so the form says what the server would.
 */
export function parseHoursDraft(draft: HoursDraft, timeZone: string): HoursParse {
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
  const closedDates: string[] = [];
  for (const line of draft.closedDates.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const m = DATE.exec(line);
    const iso = m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : '';
    const real =
      iso !== '' &&
      !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) &&
      new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
    if (!real) return { ok: false, field: 'closedDates', message: R.hoursDateInvalid(line) };
    closedDates.push(iso);
  }
  const hours = { enabled: draft.enabled, timeZone, days, closedDates };
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
