import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics } from './accounts.ts';

/**
 * The provider instances an admin gives a clinic.
 */

export const webInstances = pgTable(
  'web_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A clinic has at most one instance; an admin may move it to another clinic (through its owner).
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ACTIVE', 'DEACTIVATED'] })
      .notNull()
      .default('ACTIVE'),
    instanceId: text('instance_id').notNull(),
    // AES-256-GCM sealed (lib/secret-box.ts); never stored or logged in clear.
    tokenSealed: text('token_sealed').notNull(),
    clientTokenSealed: text('client_token_sealed'),
    connectedPhone: text('connected_phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Unguessable path segment of this instance's webhook URL.
    webhookSecret: text('webhook_secret').notNull(),
    // Null until the first connection: tells PENDING from INACTIVE.
    lastConnectedAt: timestamp('last_connected_at', { withTimezone: true }),
    connected: boolean('connected').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('web_instances_clinic_idx').on(t.clinicId),
    uniqueIndex('web_instances_webhook_secret_idx').on(t.webhookSecret),
  ],
);
