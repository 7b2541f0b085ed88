import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics, sessions, users } from './accounts.ts';

/**
 * Web Push: one row per device a member turned pushes on for (Configurações). The endpoint is the
 * push service's address for that browser; a device signed in as another member takes the row
 * over (the endpoint is unique), so a shared computer pushes for whoever subscribed last. The row
 * belongs to the session that made it and goes with it (sign-out, idle expiry, a password or
 * e-mail change, removal from the clinic all delete the session row).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    // The browser's ECDH public key (P-256, base64url) and auth secret: the payload is sealed
    // for them (RFC 8291), so the push service cannot read it.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // 'Chrome no Android': how the member tells their devices apart.
    label: text('label').notNull(),
    // The device's privacy mode: a push says only 'Nova mensagem', never the text.
    privacy: boolean('privacy').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_clinic_user_idx').on(t.clinicId, t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * A member's quiet hours: no push between `starts` and `ends` ('HH:MM' in the member's own time
 * zone; a window past midnight wraps). No row: pushes at any hour.
 */
export const pushQuietHours = pgTable('push_quiet_hours', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  starts: text('starts').notNull(),
  ends: text('ends').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
