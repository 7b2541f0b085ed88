import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { clinics } from './accounts.ts';

/**
 * The clinic's WhatsApp message templates as Meta last told us (Cloud API only): replaced by a
 * sync on demand, and a row's status changed by Meta's template status webhook. Meta is the
 * source: nothing here is sent anywhere but read back from its answers.
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // Meta's template id (the webhook names it), its name and language (a send names these).
    providerId: text('provider_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    // As Meta's template API gives them: [{ type: 'BODY', text: 'Olá {{1}}' }, ...].
    components: jsonb('components')
      .$type<Array<Record<string, unknown>>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rejectedReason: text('rejected_reason'),
    // Of the status above: Meta's time for the status webhook applied last (`entry[].time`), or
    // our clock's when the status was read from Meta's list. A status webhook older than this is
    // a late or replayed one and changes nothing. Null: never stated (a row from before 0045).
    statusAt: timestamp('status_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('whatsapp_templates_clinic_name_lang_idx').on(t.clinicId, t.name, t.language),
    index('whatsapp_templates_provider_idx').on(t.providerId),
  ],
);
