import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { users, clinics } from './accounts.ts';
import { chats } from './chats.ts';

/**
 * The team's internal notes in a chat (issue 54), owned by modules/notes. A table of their own,
 * not rows of `messages`: nothing that sends, reports or automates reads this table, so a note
 * cannot reach a provider, count as an answer or end a routine. They go with their chat (the
 * erasure deletes the chat row; the cascade takes the notes and their mentions).
 */
export const chatNotes = pgTable(
  'chat_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    // The member who wrote it; null once their account is gone (the note stays the clinic's).
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Written by the system (a changed number, merged chats: issue 48), not by a member: a null
    // author alone cannot tell it from a member whose account was deleted (migration 0060).
    bySystem: boolean('by_system').notNull().default(false),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('chat_notes_chat_idx').on(t.clinicId, t.chatId, t.createdAt)],
);

/**
 * Who a note mentions, one row each: the mention is unread until that member opens the chat
 * (`read_at`), which is what the board's 'Menções' lists.
 */
export const chatNoteMentions = pgTable(
  'chat_note_mentions',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => chatNotes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id').notNull(),
    chatId: text('chat_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('chat_note_mentions_unread_idx')
      .on(t.userId, t.clinicId, t.chatId)
      .where(sql`${t.readAt} is null`),
  ],
);
