import { MSG } from '@conecta/contract';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';

/** What the feed tells of one appointment: no phone, no chat id, no reply. */
export interface FeedEntry {
  id: string;
  startsAt: Date;
  updatedAt: Date;
  patientName: string;
  procedure: string;
}

/** How long an event lasts in the feed: the agenda keeps a start only. */
const EVENT_MINUTES = 30;

/** The patient's first name, as the feed shows it (LGPD: the least that still helps). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A professional's appointments as an iCalendar text (RFC 5545), built with ical-generator:
 * each event is the patient's first name and the procedure, never the phone; its UID is stable
 * (the appointment's id), so a calendar that subscribes sees a moved appointment move. Times
 * are written in UTC: each calendar shows them in its own zone.
 */
export function buildFeed(professional: string, entries: FeedEntry[], host: string): string {
  const calendar = icalGenerator({
    name: MSG.calendars.feedName(professional),
    prodId: { company: 'Conecta Clínica', product: 'agenda', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const e of entries) {
    calendar.createEvent({
      id: `${e.id}@${host}`,
      start: e.startsAt,
      end: new Date(e.startsAt.getTime() + EVENT_MINUTES * 60_000),
      stamp: e.updatedAt,
      summary: [firstName(e.patientName), e.procedure].filter(Boolean).join(' · '),
    });
  }
  return calendar.toString();
}
