import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { clinics } from './accounts.ts';

/**
 * What 'Relatórios' reads instead of the period's every message (migration 0042, issue 35):
 * derived from `messages` by the reports' catch-up (modules/reports/report-catch-up.ts), never
 * written on ingest. Every key starts with clinic_id, so one clinic's rows are read alone.
 */

/**
 * Where a clinic's catch-up stands: the snapshot of its last pass (`messages.change_xid` of a
 * transaction it did not see counts as new), and the opening hours its waits were computed with.
 */
export const reportPositions = pgTable('report_positions', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  // Null until the first pass: every message of the clinic is then new.
  xmin: bigint('since_xmin', { mode: 'number' }),
  xmax: bigint('since_xmax', { mode: 'number' }),
  running: bigint('since_running', { mode: 'number' }).array().notNull().default([]),
  hoursKey: text('hours_key').notNull().default(''),
  // The zone of `answer_runs.local_slot` (the opening hours', on or off); null: none.
  slotZone: text('slot_zone'),
  caughtUpAt: timestamp('caught_up_at', { withTimezone: true }),
});

/** Each answered run of patient messages (docs/product.md) with its wait. */
export const answerRuns = pgTable(
  'answer_runs',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    // Who answered from the panel; null from the phone (no foreign key: a removed member's
    // answers keep counting, as their messages do).
    memberId: uuid('member_id'),
    // Seconds of the wait as the opening hours count it; null only inside a pass, until filled.
    waitSeconds: integer('wait_seconds'),
    // The start's local weekday (0 Sunday) × 24 + hour in the clinic's zone (its hours'), for
    // the heatmap; null when the clinic has no zone of its own (the viewer's is used then).
    localSlot: smallint('local_slot'),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.chatId, t.startedAt] }),
    index('answer_runs_clinic_started_idx').on(t.clinicId, t.startedAt),
  ],
);

/** Messages received and sent (groups and newsletters left out) per UTC quarter hour. */
export const reportMessageQuarters = pgTable(
  'report_message_quarters',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // A quarter hour: every zone's offset is a multiple of 15 minutes, so a quarter lies in one
    // local day of any zone.
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    received: integer('received').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.quarter] })],
);

/** Messages a member sent from the panel, per chat and UTC quarter hour ('Equipe'). */
export const reportMemberSends = pgTable(
  'report_member_sends',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    memberId: uuid('member_id').notNull(),
    chatId: text('chat_id').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.quarter, t.memberId, t.chatId] })],
);

/** Each one-to-one chat's first patient message of all those stored (the funnel's leads). */
export const reportChatFirsts = pgTable(
  'report_chat_firsts',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    firstInAt: timestamp('first_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.chatId] }),
    index('report_chat_firsts_clinic_first_idx').on(t.clinicId, t.firstInAt),
  ],
);

/**
 * Each routine step or task sent, with its answer window (48 h, or up to the chat's next
 * automatic send) and whether the patient wrote in it.
 */
export const reportAutomaticSends = pgTable(
  'report_automatic_sends',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    messageId: text('message_id').notNull(),
    routineSeq: integer('routine_seq'),
    until: timestamp('until', { withTimezone: true }).notNull(),
    answered: boolean('answered').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.messageId] }),
    index('report_automatic_sends_clinic_sent_idx').on(t.clinicId, t.sentAt),
    index('report_automatic_sends_clinic_chat_idx').on(t.clinicId, t.chatId, t.sentAt),
  ],
);
