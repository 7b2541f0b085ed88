import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics, users } from './accounts.ts';
import { appointments } from './automation.ts';

/**
 * A professional's calendar links (issue 49), owned by modules/calendar-sync: the private ICS
 * address of their appointments (the token's SHA-256 to find it, the token sealed to show it
 * again; both null once revoked) and the external calendar imported into the agenda (its
 * address sealed, as it is a secret too). Professionals are the names the clinic writes, so a
 * row is keyed by the name as `plainName` reads it ('Dra. Ana' and 'dra ana' are one).
 */
export const professionalCalendars = pgTable(
  'professional_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    professional: text('professional').notNull(),
    professionalKey: text('professional_key').notNull(),
    feedTokenHash: text('feed_token_hash'),
    feedTokenSealed: text('feed_token_sealed'),
    importUrlSealed: text('import_url_sealed'),
    importUrlHint: text('import_url_hint'),
    // The member who set the import: the appointments it makes are theirs (their time zone).
    importBy: uuid('import_by').references(() => users.id, { onDelete: 'set null' }),
    // The next poll; claimed by moving it ahead (SKIP LOCKED), so one process reads a calendar.
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // What the last sync ran into, in pt-BR (null: it went well).
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('professional_calendars_key_idx').on(t.clinicId, t.professionalKey),
    uniqueIndex('professional_calendars_feed_idx').on(t.feedTokenHash),
    index('professional_calendars_due_idx')
      .on(t.nextSyncAt)
      .where(sql`import_url_sealed is not null`),
  ],
);

/**
 * One event (one occurrence of a recurring one) read from an imported calendar, by its UID and
 * start (`event_key`). It names the appointment made from it (`appointments.external_id` is
 * `ics:<this row's id>`), or waits, unmatched, for a member to link it to a chat: the chat
 * chosen by hand is kept for every occurrence of the same UID (`uid`).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => professionalCalendars.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    eventKey: text('event_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull().default(''),
    procedure: text('procedure').notNull().default(''),
    status: text('status', { enum: ['matched', 'unmatched', 'cancelled'] }).notNull(),
    // The chat linked by hand (null: found by the event's phone, or not found).
    linkedChatId: text('linked_chat_id'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    // A sync that did not see it again cancels its appointment.
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_events_key_idx').on(t.calendarId, t.eventKey),
    index('calendar_events_unmatched_idx').on(t.clinicId, t.status, t.startsAt),
  ],
);
