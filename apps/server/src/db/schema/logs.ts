import type { AccessKind } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { users, clinics } from './accounts.ts';

/**
 * What happened and who read what: the audit of changes, the access log, media of
 * erased patients still to remove.
 */

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The clinic the action happened in (null for platform actions: the admin's instances).
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    targetId: text('target_id'),
    // What changed, by field name; secrets appear only as "alterado", never with their value.
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_clinic_idx').on(t.clinicId, t.createdAt),
  ],
);

/**
 * Who read patient data: chat windows opened, media served, exports. Kept apart from
 * the audit of changes; the names are copied so an entry reads the same after a member leaves or
 * a patient's data is erased.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // Null for the scheduler's own runs (retention).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    kind: text('kind').$type<AccessKind>().notNull(),
    chatId: text('chat_id'),
    // An erasure's second tombstone: the erased chat's BSUID's (Cloud API), when the chat was
    // keyed by the phone, so the patient named by the BSUID alone stays erased (migration 0051).
    aliasChatId: text('alias_chat_id'),
    chatName: text('chat_name'),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_log_clinic_idx').on(t.clinicId, t.createdAt),
    index('access_log_chat_idx').on(t.clinicId, t.chatId),
    index('access_log_alias_idx')
      .on(t.clinicId, t.aliasChatId)
      .where(sql`alias_chat_id is not null`),
  ],
);

/**
 * The other names of erased patients (issue 48, migration 0052): a keyed hash (tombstone.ts) of
 * each phone, BSUID and '@username' the chat knew besides its key, and of those Meta announced
 * after the erasure (a changed number, a new BSUID), so history naming any of them does not bring
 * the patient back. The erasure's access-log entry keeps the key's own tombstone.
 */
export const erasedIdentifiers = pgTable(
  'erased_identifiers',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    tombstone: text('tombstone').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.tombstone] })],
);

/**
 * Media files of erased patients still to delete from the store: written in the
 * erasure's transaction, removed by the scheduler until done, so a crash cannot leave one behind.
 */
export const mediaRemovals = pgTable('media_removals', {
  path: text('path').primaryKey(),
  createdAt: createdAt(),
  // The last failed try: files that keep failing go behind the others, so they never block them.
  triedAt: timestamp('tried_at', { withTimezone: true }),
});
