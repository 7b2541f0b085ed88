import type { WebhookDeliveryStatus, WebhookEventType } from '@conecta/contract';
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
import { clinics, users } from './accounts.ts';

/**
 * A clinic's outbound webhook endpoints (issue 49), owned by modules/webhook-endpoints. The
 * signing secret is sealed with the server's key (lib/secret-box.ts), as the provider tokens are:
 * it must be read back to sign, so it cannot be a hash. After a rotation the previous secret
 * keeps signing beside the new one until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Since when every attempt to this endpoint failed; null once one goes.
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_clinic_idx').on(t.clinicId, t.createdAt)],
);

/**
 * The outbox: one row per event and endpoint, written right after the domain event, sent by
 * the 'webhook-deliveries' loop (claimed with SKIP LOCKED, retried with backoff) and kept as the
 * endpoint's delivery log. `event_id` is the `webhook-id` header, the same on every retry.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').$type<WebhookEventType>().notNull(),
    // The body as sent: `{ type, timestamp, data }`.
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    latencyMs: integer('latency_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_sending_idx')
      .on(t.attemptStartedAt)
      .where(sql`status = 'sending'`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt),
  ],
);
