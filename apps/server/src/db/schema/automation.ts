import { APPOINTMENT_STATES, ATTENDANCE_MARKS, TASK_STATUSES } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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
import { users, clinics } from './accounts.ts';
import { chats } from './chats.ts';

/**
 * What the clinic sends on its own: routines, ready-made texts, scheduled tasks, appointments and
 * their reminders.
 */

export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    textContent: text('text_content').notNull(),
    // More wordings of the same step (the text above is the first): each chat gets one of them,
    // so one text does not go to many chats word for word.
    textVariants: text('text_variants').array().notNull().default([]),
    hoursDelay: doublePrecision('hours_delay').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('routines_clinic_slot_idx').on(t.clinicId, t.sequenceNumber)],
);

/**
 * A chat's follow-up run, one row per chat (made with the chat by a trigger, migration 0049): the
 * last step sent (0: none yet), when the wait for the next began (null: the clinic's last
 * message), a counter bumped by replies and resets so a step racing a reply is not recorded as
 * progress, and the step under way as a send attempt (`sendAttemptColumns`: 'pending' between
 * steps, 'sending' while claimed; `next_attempt_at` holds a step back, closed or retried).
 */
export const routineRuns = pgTable(
  'routine_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    anchorAt: timestamp('anchor_at', { withTimezone: true }),
    epoch: integer('epoch').notNull().default(0),
    ...sendAttemptColumns(),
    // Set by the trigger of migration 0012 (`cc_stamp_change`): a board's incremental sync reads
    // the cards whose run changed since its last look.
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('routine_runs_chat_idx').on(t.chatRowId),
    // The claim's runs under way, and its waits restarted by staff (the chats index has the rest).
    index('routine_runs_under_way_idx')
      .on(t.clinicId, t.lastSeq)
      .where(sql`last_seq > 0`),
    index('routine_runs_anchor_idx')
      .on(t.clinicId, t.anchorAt)
      .where(sql`last_seq = 0 and anchor_at is not null`),
    // The steps claimed and not finished (a process that died mid-send): a handful of rows.
    index('routine_runs_sending_idx')
      .on(t.attemptStartedAt)
      .where(sql`status = 'sending'`),
    index('routine_runs_clinic_change_idx').on(t.clinicId, t.changeXid),
  ],
);

export const preConfiguredTexts = pgTable(
  'pre_configured_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pre_configured_texts_clinic_idx').on(t.clinicId)],
);

/**
 * Live events, kept a while so a client that reconnects can ask for what it missed
 * (`Last-Event-ID`); NOTIFY carries them to every server instance.
 */

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    message: text('message').notNull(),
    // The member who scheduled it: its message is sent in that member's name.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    completedByHand: boolean('completed_by_hand').notNull().default(false),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    // Recorded before the provider call, so a crash can be reconciled instead of sent twice.
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_due_idx').on(t.status, t.nextAttemptAt),
    index('tasks_clinic_chat_idx').on(t.clinicId, t.chatId),
    // /metrics counts those sent in the last day without reading the whole history.
    index('tasks_executed_idx')
      .on(t.executedAt)
      .where(sql`${t.status} = 'executed'`),
  ],
);

/**
 * An appointment a member set from a chat: its reminders go to the patient before it,
 * and the patient's answer moves its state. The zone it was written in is kept, so its reminder
 * says the hour the member meant.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    professional: text('professional').notNull(),
    // What is done at it ('Limpeza'); '' when not said. The waiting list matches it.
    procedure: text('procedure').notNull().default(''),
    state: text('state', { enum: APPOINTMENT_STATES }).notNull().default('waiting'),
    // The state a clinic's cancellation left, so 'Desfazer' puts it back (null: not cancelled so).
    stateBeforeCancel: text('state_before_cancel', { enum: APPOINTMENT_STATES }),
    lastReply: text('last_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // What happened, as a member marked it after the visit (null: not marked).
    attendance: text('attendance', { enum: ATTENDANCE_MARKS }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    attendanceBy: uuid('attendance_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The clinic system's own id, for one set through the public API (migration 0053): the same
    // call twice finds it and changes nothing.
    externalId: text('external_id'),
    // The reminder hours last asked for (24, 2...): a repeated call compares with them. Null on
    // the appointments set before migration 0053.
    remindHours: jsonb('remind_hours').$type<number[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_clinic_starts_idx').on(t.clinicId, t.startsAt),
    index('appointments_clinic_chat_idx').on(t.clinicId, t.chatId),
    uniqueIndex('appointments_clinic_external_idx')
      .on(t.clinicId, t.externalId)
      .where(sql`external_id is not null`),
  ],
);

/** One reminder of an appointment: claimed, sent once, retried like a task. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    hoursBefore: integer('hours_before').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ...sendAttemptColumns(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Issue 48 (migration 0063): the patient's chat on another of the clinic's numbers that the
    // reminder goes to, because the patient last wrote to that number (chosen at each claim);
    // the patient's answer there is read as on the appointment's own chat. Null: the
    // appointment's chat, as in every clinic of one number.
    siblingChatRowId: uuid('sibling_chat_row_id').references(() => chats.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('appointment_reminders_due_idx').on(t.status, t.nextAttemptAt),
    index('appointment_reminders_appointment_idx').on(t.appointmentId),
    // A patient's message asks whether a reminder that went to its chat awaits an answer.
    index('appointment_reminders_sibling_chat_idx')
      .on(t.siblingChatRowId)
      .where(sql`sibling_chat_row_id is not null`),
  ],
);
