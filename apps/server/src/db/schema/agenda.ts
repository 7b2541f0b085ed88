import { type AttendanceMark, type WaitingPeriod } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, sendAttemptColumns } from './columns.ts';
import { clinics, users } from './accounts.ts';
import { chats } from './chats.ts';
import { appointments } from './automation.ts';

/**
 * Closing the agenda's loop: the waiting list, the offers of a freed slot to it (sent by the
 * automatic sender, one row per patient messaged) and who took each slot.
 */

export type { AttendanceMark };

/** A patient waiting for a slot: 'waiting' until scheduled by an offer or removed. */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    // '' for any professional.
    professional: text('professional').notNull().default(''),
    procedure: text('procedure').notNull(),
    days: jsonb('days').$type<number[]>().notNull().default([]),
    periods: jsonb('periods').$type<WaitingPeriod[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['waiting', 'scheduled', 'removed'] })
      .notNull()
      .default('waiting'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiting_list_clinic_status_idx').on(t.clinicId, t.status, t.createdAt)],
);

/**
 * A freed slot offered to the waiting list. One per freed appointment (unique), and its status
 * goes 'open' -> 'taken' by one conditional update: the one winner, whatever answers race.
 */
export const slotOffers = pgTable(
  'slot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    professional: text('professional').notNull(),
    status: text('status', { enum: ['open', 'taken'] })
      .notNull()
      .default('open'),
    winnerEntryId: uuid('winner_entry_id').references(() => waitingListEntries.id, {
      onDelete: 'set null',
    }),
    newAppointmentId: uuid('new_appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('slot_offers_appointment_idx').on(t.appointmentId)],
);

/**
 * One automatic message about a slot offer: the offer itself, the 'it is yours' to the winner,
 * or the kind 'it was taken' to a later '1'. Claimed and sent like a reminder.
 */
export const slotOfferMessages = pgTable(
  'slot_offer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => slotOffers.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitingListEntries.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    kind: text('kind', { enum: ['offer', 'won', 'taken'] }).notNull(),
    // The order the patients are messaged in (the list's order).
    position: integer('position').notNull().default(0),
    ...sendAttemptColumns(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Issue 48 (migration 0064): the patient's chat on another of the clinic's numbers the message
    // goes to, because they last wrote to that number (chosen at each claim, as a reminder's);
    // an answer there is read as on `chat_id`. Null: `chat_id` itself.
    siblingChatRowId: uuid('sibling_chat_row_id').references(() => chats.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('slot_offer_messages_once_idx').on(t.offerId, t.entryId, t.kind),
    index('slot_offer_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('slot_offer_messages_chat_idx').on(t.clinicId, t.chatId),
    // A patient's message asks whether an offer that went to its chat awaits an answer.
    index('slot_offer_messages_sibling_chat_idx')
      .on(t.siblingChatRowId)
      .where(sql`sibling_chat_row_id is not null`),
  ],
);

/**
 * The satisfaction question after an appointment marked 'Compareceu' (when the clinic asks it):
 * due some hours after the mark, sent once like a reminder, and its 0-10 answer kept against the
 * professional. One per appointment (unique); one per patient per 30 days, by the service.
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    professional: text('professional').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ...sendAttemptColumns(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    score: integer('score'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Issue 48 (migration 0064): as a slot offer message's, the chat on the number the patient
    // last wrote to that the question went to; the score there counts. Null: `chat_id`.
    siblingChatRowId: uuid('sibling_chat_row_id').references(() => chats.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('satisfaction_surveys_appointment_idx').on(t.appointmentId),
    index('satisfaction_surveys_due_idx').on(t.status, t.nextAttemptAt),
    index('satisfaction_surveys_chat_idx').on(t.clinicId, t.chatId, t.createdAt),
    index('satisfaction_surveys_sibling_chat_idx')
      .on(t.siblingChatRowId)
      .where(sql`sibling_chat_row_id is not null`),
  ],
);
