import { REMINDER_STATUSES } from '@conecta/contract';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table's `created_at`, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns of a message the automatic sender sends once (a reminder, a slot offer, a
 * survey): its state, when it is next due, the claim of the attempt under way, the tries and why
 * the last failed. `db/attempt-claims.ts` claims and releases rows of any table that has them.
 */
export const sendAttemptColumns = () => ({
  status: text('status', { enum: REMINDER_STATUSES }).notNull().default('pending'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastError: text('last_error'),
});
