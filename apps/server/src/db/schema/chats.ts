import type { MessageReaction } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { users, clinics } from './accounts.ts';
import { webInstances } from './instances.ts';

/**
 * The board's chats and what hangs on them: messages, media downloads, the sync's progress, tags,
 * live events.
 */

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // The provider's chat id: digits for a contact, `...-group`, `...@newsletter`; on a clinic's
    // second number, followed by that number's `chat_key_suffix` (':n2').
    chatId: text('chat_id').notNull(),
    // The clinic's number the chat is on (issue 48, migration 0061): its answers go from it.
    // Null when that number was removed (the history stays; a send goes from the main number).
    instanceId: uuid('instance_id').references(() => webInstances.id, { onDelete: 'set null' }),
    name: text('name'),
    // The patient's phone; for a Cloud API username user whose number Meta withholds, the BSUID
    // (the chat's key then), so a send goes by `recipient` (docs/decisions.md, "Who the patient is").
    phone: text('phone').notNull(),
    // The Cloud API's business-scoped user id (BSUID) and username, when Meta sent them
    // (migration 0051): a later message by BSUID alone finds the chat through it.
    bsuid: text('bsuid'),
    username: text('username'),
    isGroup: boolean('is_group').notNull().default(false),
    isNewsletter: boolean('is_newsletter').notNull().default(false),
    unread: integer('unread').notNull().default(0),
    // When the provider last told us the unread count: older inbound messages (history delivered
    // after a sync) are already in that count and must not add to it again.
    unreadAsOf: timestamp('unread_as_of', { withTimezone: true }),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    lastMessageContent: text('last_message_content'),
    lastMessageFromMe: boolean('last_message_from_me'),
    profileThumbnail: text('profile_thumbnail'),
    column: text('column').notNull().default('inbox'),
    // Where a chat returns when it leaves the task or follow-up column.
    rememberedColumn: text('remembered_column'),
    // Follow-up routines: the run itself (its step, its wait, its claim) is a `routine_runs` row
    // (migration 0049); what stays here is the patient's own choice.
    // The patient asked for no automatic messages (a stop word): no routine step starts or goes.
    routineOptedOutAt: timestamp('routine_opted_out_at', { withTimezone: true }),
    // The clinic's record of the patient's consent to automatic messages (API oficial: outside the
    // 24-hour window a reminder, routine step or scheduled message goes as a template only with
    // it): when and by which member; both null when never recorded or withdrawn (migration 0043).
    automaticConsentAt: timestamp('automatic_consent_at', { withTimezone: true }),
    automaticConsentBy: uuid('automatic_consent_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    // The member the chat is assigned to ('Atribuir a...'); cleared when they leave the clinic.
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    // The id of the last transaction that changed the chat or its card (its tags, its tasks),
    // set by triggers (migration 0012): the board's incremental sync reads what changed since.
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_clinic_chat_idx').on(t.clinicId, t.chatId),
    index('chats_clinic_last_idx').on(t.clinicId, t.lastMessageTime),
    index('chats_clinic_change_idx').on(t.clinicId, t.changeXid),
    // The board in pages (issue 51, migration 0062): a column's page newest first, equal times by
    // id, read straight off the index (a chat without a message sorts as the oldest).
    index('chats_board_page_idx').on(
      t.clinicId,
      t.column,
      sql`coalesce(${t.lastMessageTime}, '-infinity'::timestamptz) desc`,
      t.id,
    ),
    index('chats_clinic_bsuid_idx')
      .on(t.clinicId, t.bsuid)
      .where(sql`bsuid is not null`),
    // The routines' claim (routine-runs-repo.ts, migrations 0044 and 0049): per clinic, the chats
    // whose wait for a first step runs from the clinic's last message, by that message's time,
    // so a pass reads the waits that began since the routines did, not every chat of the clinic.
    index('chats_routine_wait_idx')
      .on(t.clinicId, t.lastMessageTime)
      .where(
        sql`last_message_from_me = true and is_group = false and is_newsletter = false and routine_opted_out_at is null`,
      ),
  ],
);

/**
 * Every name a patient was known by on a chat (issue 48, migration 0052): their phones (a changed
 * number keeps the old one), Cloud API BSUIDs and parent BSUIDs (a new one comes with a new
 * number), '@username'. A message naming any of them lands in that chat, the privacy export
 * lists them and the erasure tombstones them all. One chat per name in a clinic (the primary key);
 * the rows follow the chat when chats are merged and go with it when it is erased.
 */
export const CHAT_IDENTIFIER_KINDS = ['phone', 'bsuid', 'parent_bsuid', 'username'] as const;
export type ChatIdentifierKind = (typeof CHAT_IDENTIFIER_KINDS)[number];

export const chatIdentifiers = pgTable(
  'chat_identifiers',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // A phone's digits, a BSUID as Meta wrote it, a username with its '@'.
    value: text('value').notNull(),
    kind: text('kind', { enum: CHAT_IDENTIFIER_KINDS }).notNull(),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.value] }),
    index('chat_identifiers_chat_idx').on(t.chatRowId),
  ],
);

/**
 * A message whose file is stored but not sealed ('.enc' is media-store.ts's SEALED_SUFFIX). The
 * partial index below and the sealing pass's query share this one predicate, written as a
 * literal, so the planner can prove the query is within the index.
 */
export const unsealedMedia = sql`media_path is not null and media_path not like '%.enc'`;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    messageId: text('message_id').notNull(),
    fromMe: boolean('from_me').notNull(),
    type: text('type', {
      enum: ['text', 'audio', 'image', 'video', 'document', 'other'],
    }).notNull(),
    content: text('content'),
    mediaUrl: text('media_url'),
    mediaMime: text('media_mime'),
    // File in the product's own storage (provider media URLs expire); null until downloaded.
    mediaPath: text('media_path'),
    // Why a received file was given up on (fetch-to-file.ts's MediaFailure: 'corrupted',
    // 'unavailable', 'refused', 'failed'); the message says it in pt-BR. Null otherwise.
    mediaFailure: text('media_failure', {
      enum: ['corrupted', 'unavailable', 'refused', 'failed'],
    }),
    fileName: text('file_name'),
    // The stored file's size in bytes: known when sent, and once a received file is downloaded.
    fileSize: integer('file_size'),
    seconds: integer('seconds'),
    // A voice note's text, when a member asked 'Transcrever' (or the clinic transcribes new ones
    // automatically): shown under the audio, exported with it, erased with it (migration 0057).
    transcript: text('transcript'),
    status: text('status').notNull().default('RECEIVED'),
    // A 'failed' delivery status's error code from the provider (Cloud API: 131047, 131026...).
    statusErrorCode: integer('status_error_code'),
    isEdited: boolean('is_edited').notNull().default(false),
    // The provider id of the message this one answers (a quoted reply, either side).
    quotedMessageId: text('quoted_message_id'),
    // Who sent a fromMe message: a person in the app, the automation, or the phone itself.
    sentBy: text('sent_by', { enum: ['user', 'automation', 'phone'] }),
    // The member who sent it from the panel (null for the automation, the phone and the patient).
    sentByMember: uuid('sent_by_member').references(() => users.id, { onDelete: 'set null' }),
    // Sent as a WhatsApp template (Cloud API): its Meta category (UTILITY, MARKETING...), what
    // Meta bills per message and the month's count reads (migration 0039); null otherwise.
    templateCategory: text('template_category'),
    // Which automatic send it was (migration 0041), for 'Relatórios': the routine step's slot, or
    // the scheduled task; null for every other message (reminders, surveys, by hand, patients).
    routineSeq: integer('routine_seq'),
    // No foreign key: a deleted task keeps its sent message.
    taskId: uuid('task_id'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    // The reactions on it, one per side at most (the patient's and the clinic's phone).
    reactions: jsonb('reactions').$type<MessageReaction[]>().notNull().default([]),
    // The id of the last transaction that wrote the message (new, edited, status), set by a
    // trigger (migration 0012): an open chat window asks only for what changed since.
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_clinic_message_idx').on(t.clinicId, t.messageId),
    index('messages_clinic_chat_time_idx').on(t.clinicId, t.chatId, t.timestamp),
    index('messages_clinic_chat_change_idx').on(t.clinicId, t.chatId, t.changeXid),
    // 'Relatórios': the reports' catch-up finds one clinic's messages written since its last
    // pass, whatever the chat (migration 0042).
    index('messages_clinic_change_idx').on(t.clinicId, t.changeXid),
    // 'Relatórios': one clinic's messages in a period, whatever the chat (migration 0036).
    index('messages_clinic_time_idx').on(t.clinicId, t.timestamp),
    // 'Relatórios' › automation: one clinic's routine steps and tasks sent in a period (0041).
    index('messages_clinic_automatic_idx')
      .on(t.clinicId, t.timestamp)
      .where(sql`routine_seq is not null or task_id is not null`),
    // The files stored before sealing at rest (modules/conversations/legacy-sealing-runner.ts): the hourly pass
    // finds them, or that there are none, without reading every message.
    index('messages_unsealed_media_idx').on(t.id).where(unsealedMedia),
  ],
);

/**
 * Received files still to copy from the provider's expiring link into our storage. A row is
 * written by a trigger in the same statement as its message (migration 0010), so an answered
 * webhook's file survives a kill; the downloader claims rows like the task runner does.
 */
export const mediaDownloads = pgTable(
  'media_downloads',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    // Null: due at once (written by the trigger, whose clock may not be the app's).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // Set while one process downloads it; an old claim is a process that died mid-way.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('media_downloads_due_idx').on(t.nextAttemptAt)],
);

export const syncProgress = pgTable('sync_progress', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  phase: text('phase', { enum: ['chats', 'photos', 'done'] }).notNull(),
  total: integer('total').notNull().default(0),
  loaded: integer('loaded').notNull().default(0),
  // Next page to fetch, so a sync interrupted by a restart resumes where it stopped.
  nextPage: integer('next_page').notNull().default(1),
  photosTotal: integer('photos_total').notNull().default(0),
  photosDone: integer('photos_done').notNull().default(0),
  // Last chat id whose picture was asked for: the photo phase resumes after it.
  photosCursor: text('photos_cursor').notNull().default(''),
  lastError: text('last_error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_clinic_name_idx').on(t.clinicId, sql`lower(${t.name})`)],
);

export const chatTags = pgTable(
  'chat_tags',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.chatRowId, t.tagId] }),
    index('chat_tags_clinic_idx').on(t.clinicId),
    index('chat_tags_tag_idx').on(t.tagId),
  ],
);

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_clinic_id_idx').on(t.clinicId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Every change of a chat's column with its time, for the board funnel in 'Relatórios'. Written by
 * a trigger on `chats` (migration 0036), never by the application; `fromColumn` is null when the
 * chat was created (or, for chats older than the migration, backfilled) in `toColumn`.
 */
export const chatColumnMoves = pgTable(
  'chat_column_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fromColumn: text('from_column'),
    toColumn: text('to_column').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_column_moves_clinic_time_idx').on(t.clinicId, t.movedAt),
    index('chat_column_moves_chat_idx').on(t.chatRowId),
  ],
);
