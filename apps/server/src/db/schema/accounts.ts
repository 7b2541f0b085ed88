import {
  CLINIC_ROLE_VALUES,
  type OpeningHours,
  type AutomaticTemplates,
  type ReminderSettings,
  type SatisfactionSettings,
  type WaitingListSettings,
  ROLES,
  type SendPacing,
} from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

/**
 * Accounts and the clinic: users, clinics and their members, invitations, sessions, codes, rate
 * limits.
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased; the unique index makes "same e-mail in another case" a conflict.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    confirmed: boolean('confirmed').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    // The team this login was removed from (its clinic's name), until the next sign-in tells the
    // person once; cleared by that sign-in, by leaving or by joining a team.
    leftTeamName: text('left_team_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * The clinic owns the work: its provider instance, chats, messages, tags, routines, texts, tasks
 * and live events. A login belongs to one clinic at a time, through `clinic_members`.
 */
export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Bumped (by triggers, migrations 0012 and 0013) when every board card may have changed at
  // once: a routine or a tag's name changed, a chat was removed. A board cursor of an older epoch
  // is answered "reload the whole list".
  boardEpoch: integer('board_epoch').notNull().default(0),
  // The patient messages that stop the routines; null: the defaults ('PARAR'...).
  stopWords: text('stop_words').array(),
  // Routines start only for conversations whose clinic message is this recent: set
  // when the first routine is saved, to that moment less the reach the person chose.
  routinesSince: timestamp('routines_since', { withTimezone: true }),
  // When automatic messages may go; null: never set, nothing held back.
  openingHours: jsonb('opening_hours').$type<OpeningHours>(),
  // The clinic's automatic sends in the current one-minute window (at most
  // AUTOMATIC_SENDS_PER_MINUTE), shared by every server process through this row.
  autoWindowStart: timestamp('auto_window_start', { withTimezone: true }),
  autoWindowUsed: integer('auto_window_used').notNull().default(0),
  // The appointment reminders' message and whether they wait for opening hours;
  // null: never set, the default message at any hour.
  reminderSettings: jsonb('reminder_settings').$type<ReminderSettings>(),
  // The waiting list's rules (hours ahead, messages per freed slot); null: the defaults.
  waitingListSettings: jsonb('waiting_list_settings').$type<WaitingListSettings>(),
  // The satisfaction question after a visit: off until the clinic turns it on.
  satisfactionSettings: jsonb('satisfaction_settings').$type<SatisfactionSettings>(),
  // The pace of automatic messages (daily cap, warm-up, spacing); null: never set, the
  // server's defaults (AUTOMATIC_DAILY_CAP...).
  sendPacing: jsonb('send_pacing').$type<SendPacing>(),
  // The templates automatic messages go as once a chat's 24-hour window closed (Cloud API);
  // null: none chosen, those sends wait (migration 0039).
  automaticTemplates: jsonb('automatic_templates').$type<AutomaticTemplates>(),
  // Chats without a message this many months are erased; null: never. The day's run
  // is claimed through `retentionRanAt`, so one process does it.
  retentionMonths: integer('retention_months'),
  retentionRanAt: timestamp('retention_ran_at', { withTimezone: true }),
  // A disconnection longer than this many minutes is e-mailed to the Responsáveis.
  outageAlertMinutes: integer('outage_alert_minutes').notNull().default(5),
  createdAt: createdAt(),
});

export const clinicMembers = pgTable(
  'clinic_members',
  {
    // One clinic per login: the user id is the key.
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CLINIC_ROLE_VALUES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clinic_members_clinic_idx').on(t.clinicId)],
);

export const clinicInvitations = pgTable(
  'clinic_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // Stored lower-cased.
    email: text('email').notNull(),
    role: text('role', { enum: CLINIC_ROLE_VALUES }).notNull(),
    // SHA-256 of the link's token: the token itself is only in the e-mail.
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clinic_invitations_token_idx').on(t.tokenHash),
    index('clinic_invitations_clinic_idx').on(t.clinicId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'email_change', 'password_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    // What the code will apply once confirmed (new e-mail, new password hash); never the code.
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Password reset links: a random token kept only as its SHA-256 (it has 256 bits, so a plain
 * hash cannot be reversed), usable once, for 24 hours.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
