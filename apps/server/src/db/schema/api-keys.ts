import type { ApiScope } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics, users } from './accounts.ts';

/**
 * A clinic's API keys (issue 49), owned by modules/api-keys. Only the SHA-256 of the token is
 * kept (`token_hash`): the token is shown once, when it is made. A revoked key stays, with
 * `revoked_at`, so the activity log still names it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiScope[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    // 'cck_' and the next few characters of the token, so a person can tell two keys apart.
    hint: text('hint').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_token_idx').on(t.tokenHash),
    index('api_keys_clinic_idx')
      .on(t.clinicId, t.createdAt)
      .where(sql`revoked_at is null`),
  ],
);
