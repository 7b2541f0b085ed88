import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { clinics, users } from './accounts.ts';

/**
 * The receptionist's assistant (issue 50), owned by modules/assistant: one row per clinic that
 * ever saved its settings. Off until the Responsável turns it on; a clinic without a row is off.
 */
export const assistantSettings = pgTable('assistant_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  // The 'Base de conhecimento' the Responsável writes: services and prices, address, convênios...
  knowledgeBase: text('knowledge_base').notNull().default(''),
  // New voice notes are transcribed as they arrive (only while `enabled`).
  autoTranscribe: boolean('auto_transcribe').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Tokens the provider counted for a clinic in a calendar month (UTC, 'AAAA-MM'), for the cap. */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    tokens: integer('tokens').notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.month] })],
);
