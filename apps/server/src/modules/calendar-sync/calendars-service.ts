import {
  CALENDARS_MAX,
  DEFAULT_REMINDER_HOURS,
  MSG,
  plainName,
  type ProfessionalCalendar,
  utcToLocal,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  activeAppointmentsBetween,
  type AppointmentsService,
  type ExternalAppointments,
} from '../appointments/index.ts';
import { chatNames, findChat } from '../conversations/index.ts';
import type { Member } from '../memberships/index.ts';
import { buildFeed } from './calendar-feed.ts';
import { externalIdOf } from './calendar-import.ts';
import { FEED_FILE, hashFeedToken, newFeedToken, urlHint } from './calendar-token.ts';
import { type CalendarRow, calendarsRepo } from './calendars-repo.ts';

const DAY_MS = 86_400_000;
/** What the feed covers: the last month (for a look back) and the next six. */
const FEED_PAST_DAYS = 30;
const FEED_AHEAD_DAYS = 180;
const FEED_EVENTS_MAX = 2000;
const UNMATCHED_MAX = 200;

const notFound = () => new AppError('NOT_FOUND', MSG.calendars.notFound);

/**
 * The Responsável's calendar links per professional (the private feed's address, the external
 * calendar's import) and the unmatched imported events any member links to a chat.
 */
export function createCalendarsService(deps: {
  db: Db;
  clock: Clock;
  box: SecretBox;
  publicUrl: string;
  appointments: Pick<AppointmentsService, 'names'>;
  external: ExternalAppointments;
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, clock, box } = deps;
  const feedUrl = (token: string) => `${deps.publicUrl}/api/calendar-feeds/${token}.ics`;

  function view(row: CalendarRow, events: Map<string, number>): ProfessionalCalendar {
    return {
      id: row.id,
      professional: row.professional,
      feedUrl: row.feedTokenSealed ? feedUrl(box.open(row.feedTokenSealed)) : null,
      import: row.importUrlSealed
        ? {
            hint: row.importUrlHint ?? '',
            lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
            lastError: row.lastError,
            events: events.get(row.id) ?? 0,
          }
        : null,
    };
  }

  async function answer(row: CalendarRow, message: string) {
    const events = await calendarsRepo.eventCounts(db, row.clinicId);
    return { success: true as const, message, calendar: view(row, events) };
  }

  async function ensure(who: Member, professional: string) {
    const key = plainName(professional);
    if (!key) throw new AppError('VALIDATION_ERROR', MSG.calendars.professionalRequired);
    const rows = await calendarsRepo.list(db, who.clinicId);
    if (!rows.some((r) => r.professionalKey === key) && rows.length >= CALENDARS_MAX)
      throw new AppError('RULE_BROKEN', MSG.calendars.tooMany(CALENDARS_MAX));
    return calendarsRepo.ensure(db, who.clinicId, professional.trim(), key, clock());
  }

  async function mine(who: Member, id: string) {
    const row = await calendarsRepo.find(db, who.clinicId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(who: Member) {
      const rows = await calendarsRepo.list(db, who.clinicId);
      const events = await calendarsRepo.eventCounts(db, who.clinicId);
      const { professionals } = await deps.appointments.names(who);
      const known = new Set(professionals.map(plainName));
      return {
        success: true as const,
        professionals: [
          ...professionals,
          ...rows.filter((r) => !known.has(r.professionalKey)).map((r) => r.professional),
        ],
        calendars: rows.map((r) => view(r, events)),
      };
    },

    /** A new private address; the one before (if any) stops answering at once. */
    async makeFeed(who: Member, professional: string) {
      const row = await ensure(who, professional);
      const token = newFeedToken();
      const updated = await calendarsRepo.update(db, who.clinicId, row.id, {
        feedTokenHash: hashFeedToken(token),
        feedTokenSealed: box.seal(token),
        updatedAt: clock(),
      });
      return answer(updated!, MSG.calendars.feedCreated);
    },

    async revokeFeed(who: Member, id: string) {
      await mine(who, id);
      const updated = await calendarsRepo.update(db, who.clinicId, id, {
        feedTokenHash: null,
        feedTokenSealed: null,
        updatedAt: clock(),
      });
      return answer(updated!, MSG.calendars.feedRevoked);
    },

    async setImport(who: Member, input: { professional: string; url: string }) {
      const row = await ensure(who, input.professional);
      const now = clock();
      const updated = await calendarsRepo.update(db, who.clinicId, row.id, {
        importUrlSealed: box.seal(input.url),
        importUrlHint: urlHint(input.url),
        importBy: who.userId,
        // Read on the next pass.
        nextSyncAt: now,
        lastSyncAt: null,
        lastError: null,
        updatedAt: now,
      });
      return answer(updated!, MSG.calendars.importSaved);
    },

    async removeImport(who: Member, id: string) {
      await mine(who, id);
      const updated = await calendarsRepo.update(db, who.clinicId, id, {
        importUrlSealed: null,
        importUrlHint: null,
        nextSyncAt: null,
        lastSyncAt: null,
        lastError: null,
        updatedAt: clock(),
      });
      return answer(updated!, MSG.calendars.importRemoved);
    },

    /** The feed's text for `<token>.ics`, or null: unknown, malformed or revoked (a 404). */
    async feed(file: string): Promise<string | null> {
      const token = FEED_FILE.exec(file)?.[1];
      if (!token) return null;
      const row = await calendarsRepo.byFeedHash(db, hashFeedToken(token));
      if (!row) return null;
      const now = clock().getTime();
      const rows = (
        await activeAppointmentsBetween(
          db,
          row.clinicId,
          new Date(now - FEED_PAST_DAYS * DAY_MS),
          new Date(now + FEED_AHEAD_DAYS * DAY_MS),
          FEED_EVENTS_MAX * 4,
        )
      )
        .filter((a) => plainName(a.professional) === row.professionalKey)
        .slice(0, FEED_EVENTS_MAX);
      const names = await chatNames(db, row.clinicId, [...new Set(rows.map((a) => a.chatId))]);
      return buildFeed(
        row.professional,
        rows.map((a) => ({
          id: a.id,
          startsAt: a.startsAt,
          updatedAt: a.updatedAt,
          // A chat with no name is shown as nothing rather than as its phone.
          patientName:
            names.get(a.chatId) && names.get(a.chatId) !== a.chatId ? names.get(a.chatId)! : '',
          procedure: a.procedure,
        })),
        new URL(deps.publicUrl).host,
      );
    },

    async unmatched(who: Member) {
      const zone = await deps.timeZoneOf(who.userId);
      const rows = await calendarsRepo.unmatched(db, who.clinicId, clock(), UNMATCHED_MAX);
      return {
        success: true as const,
        events: rows.map(({ e, professional }) => ({
          id: e.id,
          professional,
          startsAt: utcToLocal(e.startsAt, zone).slice(0, 16),
          summary: e.summary,
        })),
      };
    },

    /**
     * 'Vincular a uma conversa': the chat is kept for every occurrence of the event's UID, and
     * the appointments of those still ahead are made now, with their reminders.
     */
    async link(who: Member, id: string, chatId: string) {
      const found = await calendarsRepo.findEvent(db, who.clinicId, id);
      if (!found || found.e.status !== 'unmatched')
        throw new AppError('NOT_FOUND', MSG.calendars.eventNotFound);
      if (!(await findChat(db, who.clinicId, chatId)))
        throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const now = clock();
      if (found.e.startsAt.getTime() <= now.getTime())
        throw new AppError('RULE_BROKEN', MSG.calendars.eventPast);
      const zone = await deps.timeZoneOf(who.userId);
      const rows = await calendarsRepo.unmatchedOfUid(db, found.calendar.id, found.e.uid, now);
      for (const row of rows) {
        await calendarsRepo.setEvent(db, row.id, { linkedChatId: chatId });
        const done = await deps.external.upsert(who, externalIdOf(row.id), {
          chatId,
          startsAt: utcToLocal(row.startsAt, zone).slice(0, 16),
          professional: found.calendar.professional,
          procedure: row.procedure,
          remindHoursBefore: DEFAULT_REMINDER_HOURS,
        });
        await calendarsRepo.setEvent(db, row.id, {
          status: 'matched',
          appointmentId: done.appointment.id,
        });
      }
      return { success: true as const, message: MSG.calendars.linked };
    },
  };
}
export type CalendarsService = ReturnType<typeof createCalendarsService>;
