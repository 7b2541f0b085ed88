import ical from 'node-ical';

/** One occurrence of an event within the window, as the import applies it. */
export interface Occurrence {
  uid: string;
  /** The UID, and for a recurring event the original start of this occurrence. */
  key: string;
  start: Date;
  summary: string;
  description: string;
  location: string;
  cancelled: boolean;
}

/** The calendar could not be read as iCalendar. */
export class CalendarUnreadable extends Error {
  constructor() {
    super('calendário ilegível');
    this.name = 'CalendarUnreadable';
  }
}

/** The few fields of node-ical's answer this file reads (its own types are loose). */
interface ParsedEvent {
  type?: string;
  uid?: unknown;
  start?: unknown;
  summary?: unknown;
  description?: unknown;
  location?: unknown;
  status?: unknown;
  rrule?: {
    between(after: Date, before: Date, inc: boolean, it: (d: Date, i: number) => boolean): Date[];
  };
  exdate?: Record<string, unknown>;
  recurrences?: Record<string, ParsedEvent>;
}

const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'object' && v !== null && typeof (v as { val?: unknown }).val === 'string'
      ? (v as { val: string }).val
      : '';
const isDate = (v: unknown): v is Date => v instanceof Date && !Number.isNaN(v.getTime());
/** node-ical keys an occurrence's override and exclusion by its day (and sometimes its ISO). */
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

function occurrence(uid: string, key: string, ev: ParsedEvent, start: Date): Occurrence {
  return {
    uid,
    key,
    start,
    summary: text(ev.summary).slice(0, 500),
    description: text(ev.description).slice(0, 5000),
    location: text(ev.location).slice(0, 500),
    cancelled: text(ev.status).toUpperCase() === 'CANCELLED',
  };
}

/**
 * The events of an ICS text that start in [from, to), recurring ones expanded (with `rrule`,
 * through node-ical's parsed rule) only within that window, with their exclusions and moved
 * occurrences; at most `max`, soonest first (`capped` says some were left out). Throws
 * CalendarUnreadable for a text that is not a calendar.
 */
export function parseCalendar(
  body: string,
  window: { from: Date; to: Date },
  max: number,
): { occurrences: Occurrence[]; capped: boolean } {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(body)) throw new CalendarUnreadable();
  let parsed: Record<string, ParsedEvent>;
  try {
    parsed = ical.sync.parseICS(body) as unknown as Record<string, ParsedEvent>;
  } catch {
    throw new CalendarUnreadable();
  }
  if (!parsed.vcalendar && !Object.values(parsed).some((v) => v?.type === 'VEVENT'))
    throw new CalendarUnreadable();
  const { from, to } = window;
  const inWindow = (d: Date) => d.getTime() >= from.getTime() && d.getTime() < to.getTime();
  const found: Occurrence[] = [];
  // A bound on the work a hostile rule can ask for, beyond what is kept.
  const limit = max + 1;
  for (const ev of Object.values(parsed)) {
    if (ev?.type !== 'VEVENT' || found.length > limit * 4) continue;
    const uid = text(ev.uid).trim().slice(0, 300);
    if (!uid || !isDate(ev.start)) continue;
    if (!ev.rrule) {
      if (inWindow(ev.start)) found.push(occurrence(uid, uid, ev, ev.start));
      continue;
    }
    const starts = ev.rrule.between(from, to, true, (_d, i) => i < limit);
    for (const start of starts) {
      if (ev.exdate && (dayKey(start) in ev.exdate || start.toISOString() in ev.exdate)) continue;
      const moved = ev.recurrences?.[dayKey(start)] ?? ev.recurrences?.[start.toISOString()];
      const key = `${uid}#${start.toISOString()}`;
      if (moved && isDate(moved.start)) {
        if (inWindow(moved.start)) found.push(occurrence(uid, key, moved, moved.start));
      } else found.push(occurrence(uid, key, ev, start));
    }
  }
  found.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { occurrences: found.slice(0, max), capped: found.length > max };
}
