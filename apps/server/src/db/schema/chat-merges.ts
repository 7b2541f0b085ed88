import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { clinics, users } from './accounts.ts';
import { chats } from './chats.ts';

/**
 * 'Mesclar conversas' (issue 48): each merge a Responsável made, with what moved (`moved`: the
 * rows by id, and both chats as they were), so 'Desfazer mesclagem' puts back exactly that the
 * same day. The kept chat's erasure deletes its merges (cascade): the absorbed chat's copy must
 * not outlive the patient's data.
 */
export const chatMerges = pgTable(
  'chat_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    keptChatRowId: uuid('kept_chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    absorbedChatId: text('absorbed_chat_id').notNull(),
    absorbedName: text('absorbed_name').notNull(),
    moved: jsonb('moved').notNull(),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('chat_merges_kept_idx').on(t.clinicId, t.keptChatRowId, t.mergedAt)],
);
