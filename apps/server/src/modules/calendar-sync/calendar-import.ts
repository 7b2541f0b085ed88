import {
  CALENDAR_EVENTS_MAX,
  CALENDAR_IMPORT_DAYS,
  CALENDAR_MAX_MB,
  DEFAULT_REMINDER_HOURS,
  MSG,
  PROCEDURE_MAX,
  utcToLocal,
} from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { AppError } from '../../lib/errors.ts';
import { FetchTextError, fetchText } from '../../lib/fetch-text.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ExternalAppointments } from '../appointments/index.ts';
import { chatIdForPhone, chatIdOfAny } from '../conversations/index.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { type CalendarEventRow, type CalendarRow, calendarsRepo } from './calendars-repo.ts';
import { CalendarUnreadable, type Occurrence, parseCalendar } from './parse-calendar.ts';
import { procedureOf, readPhones } from './read-phones.ts';

const DAY_MS = 86_400_000;
/** The most calendars one pass reads (each under its own timeout). */
const CALENDARS_PER_PASS = 5;

export interface CalendarImportOptions {
  /** How often each imported calendar is read. */
  everyMs: number;
  /** Outside production a calendar on this machine may be read (tests, the demo). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/** The external appointments' id of an imported event: `ics:` and the event row's id. */
export const externalIdOf = (eventId: string) => `ics:${eventId}`;

/** What a failed read tells the clinic, in pt-BR. */
function failureText(err: unknown): string {
  const C = MSG.calendars;
  if (err instanceof CalendarUnreadable) return C.failedParse;
  if (!(err instanceof FetchTextError)) return C.failedNetwork;
  switch (err.failure) {
    case 'status':
      return C.failedStatus(err.status ?? 0);
    case 'timeout':
      return C.failedTimeout;
    case 'refused':
      return C.failedRefused;
    case 'tooLarge':
      return C.failedTooLarge(CALENDAR_MAX_MB);
    default:
      return C.failedNetwork;
  }
}

/**
 * The import of external calendars (the loop 'calendar-import'): each due calendar is claimed
 * (its next poll moved ahead, SKIP LOCKED), read over HTTP with the address guard, a timeout and a
 * size cap, parsed, its recurring events expanded over the next 60 days, and applied through the
 * public API's upsert by external id, so reminders and the waiting list follow: a new event makes
 * an appointment, a moved one moves it, a cancelled or vanished one cancels it. The outcome is the
 * calendar's status (last sync, last error in pt-BR); a failed read changes no appointment.
 */
export function createCalendarImport(deps: {
  db: Db;
  clock: Clock;
  box: SecretBox;
  external: ExternalAppointments;
  timeZoneOf: (userId: string) => Promise<string>;
  log: FastifyBaseLogger;
  options: CalendarImportOptions;
}) {
  const { db, clock, external, options } = deps;

  async function actorOf(calendar: CalendarRow) {
    if (calendar.importBy) return { clinicId: calendar.clinicId, userId: calendar.importBy };
    // The member who set it left: the clinic's first Responsável acts for the clinic.
    const members = await membershipsRepo.members(db, calendar.clinicId);
    const lead = members.find((m) => m.role === 'RESPONSAVEL') ?? members[0];
    return lead ? { clinicId: calendar.clinicId, userId: lead.userId } : undefined;
  }

  async function chatOf(calendar: CalendarRow, occ: Occurrence): Promise<string | undefined> {
    const phones = readPhones(occ.summary, occ.description, occ.location);
    if (phones.length > 0) {
      const byName = await chatIdOfAny(db, calendar.clinicId, phones);
      if (byName) return byName;
      for (const phone of phones) {
        const chatId = await chatIdForPhone(db, calendar.clinicId, phone);
        if (chatId) return chatId;
      }
    }
    return calendarsRepo.linkedChatOf(db, calendar.id, occ.uid);
  }

  /** An event's appointment made or brought up to date; false when none could be. */
  async function place(
    who: { clinicId: string; userId: string },
    calendar: CalendarRow,
    row: CalendarEventRow,
    chatId: string,
    zone: string,
  ): Promise<boolean> {
    try {
      const done = await external.upsert(who, externalIdOf(row.id), {
        chatId,
        startsAt: utcToLocal(row.startsAt, zone).slice(0, 16),
        professional: calendar.professional,
        procedure: row.procedure,
        remindHoursBefore: DEFAULT_REMINDER_HOURS,
      });
      await calendarsRepo.setEvent(db, row.id, {
        status: 'matched',
        appointmentId: done.appointment.id,
      });
      return true;
    } catch (err) {
      // A rule of the agenda (cancelled here by the clinic, another chat under the same event):
      // the clinic's own decision stands; the event is left as it is.
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  async function cancel(who: { clinicId: string; userId: string }, row: CalendarEventRow) {
    if (row.appointmentId) {
      try {
        await external.cancel(who, externalIdOf(row.id));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    await calendarsRepo.setEvent(db, row.id, { status: 'cancelled' });
  }

  async function apply(calendar: CalendarRow, body: string, now: Date) {
    const who = await actorOf(calendar);
    if (!who) return null;
    const zone = await deps.timeZoneOf(who.userId);
    const { occurrences, capped } = parseCalendar(
      body,
      { from: now, to: new Date(now.getTime() + CALENDAR_IMPORT_DAYS * DAY_MS) },
      CALENDAR_EVENTS_MAX,
    );
    for (const occ of occurrences) {
      const row = await calendarsRepo.saveEvent(db, {
        clinicId: calendar.clinicId,
        calendarId: calendar.id,
        uid: occ.uid,
        eventKey: occ.key,
        startsAt: occ.start,
        summary: occ.summary.slice(0, 200),
        procedure: procedureOf(occ.summary, PROCEDURE_MAX),
        seenAt: now,
      });
      if (occ.cancelled) {
        if (row.status !== 'cancelled') await cancel(who, row);
        continue;
      }
      const chatId = await chatOf(calendar, occ);
      if (!chatId) {
        if (row.status === 'cancelled' || !row.appointmentId)
          await calendarsRepo.setEvent(db, row.id, { status: 'unmatched' });
        continue;
      }
      await place(who, calendar, row, chatId, zone);
    }
    // When capped, what lies past the last event read was not looked at: nothing there vanished.
    const upTo = capped ? (occurrences.at(-1)?.start ?? now) : null;
    for (const row of await calendarsRepo.vanished(db, calendar.id, now, upTo))
      await cancel(who, row);
    return capped ? MSG.calendars.capped(CALENDAR_EVENTS_MAX) : null;
  }

  async function syncOne(calendar: CalendarRow) {
    const now = clock();
    let lastError: string | null;
    try {
      const body = await fetchText(deps.box.open(calendar.importUrlSealed!), {
        allowPrivate: options.allowPrivate,
        timeoutMs: options.timeoutMs,
        maxBytes: CALENDAR_MAX_MB * 1024 * 1024,
      });
      lastError = await apply(calendar, body, now);
    } catch (err) {
      lastError = failureText(err);
      if (!(err instanceof FetchTextError) && !(err instanceof CalendarUnreadable))
        deps.log.warn({ calendarId: calendar.id, err: describeError(err) }, 'agenda externa');
    }
    await calendarsRepo.update(db, calendar.clinicId, calendar.id, {
      lastSyncAt: now,
      lastError,
    });
  }

  return {
    /** One pass: the calendars due now, each read and applied; answers how many. */
    async runOnce(stopping: () => boolean): Promise<number> {
      const now = clock();
      const due = await calendarsRepo.claimDue(
        db,
        now,
        new Date(now.getTime() + options.everyMs),
        CALENDARS_PER_PASS,
      );
      let done = 0;
      for (const calendar of due) {
        if (stopping()) {
          // Released: the next pass (here or in another process) reads it.
          await calendarsRepo.update(db, calendar.clinicId, calendar.id, { nextSyncAt: now });
          continue;
        }
        await syncOne(calendar);
        done++;
      }
      return done;
    },
  };
}
export type CalendarImport = ReturnType<typeof createCalendarImport>;
