import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics } from './accounts.ts';

/**
 * Each clinic's media key, sealed by the server's key (MEDIA_KEY): the files of a clinic
 * open only with its row here and the server key, so a stolen disk or bucket alone reads nothing,
 * and a clinic deleted takes its key, and with it every copy of its files, with it.
 */
export const mediaKeys = pgTable(
  'media_keys',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    // Which server key sealed it (a fingerprint, not the key), so a rotation finds what to redo.
    kekId: text('kek_id').notNull(),
    wrapped: text('wrapped').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.version] })],
);
