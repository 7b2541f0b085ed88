import type { AccessKind, OpeningHours, ReminderSettings } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased; the unique index makes "same e-mail in another case" a conflict.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    confirmed: boolean('confirmed').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * The clinic owns the work: its provider instance, chats, messages, tags, routines, texts, tasks
 * and live events. A login belongs to one clinic at a time, through `clinic_members`.
 */
export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Bumped (by triggers, migrations 0012 and 0013) when every board card may have changed at
  // once: a routine or a tag's name changed, a chat was removed. A board cursor of an older epoch
  // is answered "reload the whole list".
  boardEpoch: integer('board_epoch').notNull().default(0),
  // The patient messages that stop the routines (issue 19); null: the defaults ('PARAR'...).
  stopWords: text('stop_words').array(),
  // Routines start only for conversations whose clinic message is this recent (issue 19): set
  // when the first routine is saved, to that moment less the reach the person chose.
  routinesSince: timestamp('routines_since', { withTimezone: true }),
  // When automatic messages may go (issue 19); null: never set, nothing held back.
  openingHours: jsonb('opening_hours').$type<OpeningHours>(),
  // The clinic's automatic sends in the current one-minute window (issue 19: at most
  // AUTOMATIC_SENDS_PER_MINUTE), shared by every server process through this row.
  autoWindowStart: timestamp('auto_window_start', { withTimezone: true }),
  autoWindowUsed: integer('auto_window_used').notNull().default(0),
  // The appointment reminders' message and whether they wait for opening hours (issue 19);
  // null: never set, the default message at any hour.
  reminderSettings: jsonb('reminder_settings').$type<ReminderSettings>(),
  // Chats without a message this many months are erased (issue 21); null: never. The day's run
  // is claimed through `retentionRanAt`, so one process does it.
  retentionMonths: integer('retention_months'),
  retentionRanAt: timestamp('retention_ran_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const CLINIC_ROLES = ['RESPONSAVEL', 'ATENDENTE'] as const;
export type ClinicRole = (typeof CLINIC_ROLES)[number];

export const clinicMembers = pgTable(
  'clinic_members',
  {
    // One clinic per login: the user id is the key.
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CLINIC_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clinic_members_clinic_idx').on(t.clinicId)],
);

export const clinicInvitations = pgTable(
  'clinic_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // Stored lower-cased.
    email: text('email').notNull(),
    role: text('role', { enum: CLINIC_ROLES }).notNull(),
    // SHA-256 of the link's token: the token itself is only in the e-mail.
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clinic_invitations_token_idx').on(t.tokenHash),
    index('clinic_invitations_clinic_idx').on(t.clinicId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'email_change', 'password_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    // What the code will apply once confirmed (new e-mail, new password hash); never the code.
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Password reset links: a random token kept only as its SHA-256 (it has 256 bits, so a plain
 * hash cannot be reversed), usable once, for 24 hours.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

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

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // The provider's chat id: digits for a contact, `...-group`, `...@newsletter`.
    chatId: text('chat_id').notNull(),
    name: text('name'),
    phone: text('phone').notNull(),
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
    // Follow-up routines: the last step sent in the current run (0: none yet), when the wait for
    // the next step began, a step being sent, and a counter bumped by replies and resets so a
    // step racing a reply is not recorded as progress.
    routineLastSeq: integer('routine_last_seq').notNull().default(0),
    routineAnchorAt: timestamp('routine_anchor_at', { withTimezone: true }),
    routineClaimedAt: timestamp('routine_claimed_at', { withTimezone: true }),
    routineRetryAt: timestamp('routine_retry_at', { withTimezone: true }),
    routineFailingSince: timestamp('routine_failing_since', { withTimezone: true }),
    routineEpoch: integer('routine_epoch').notNull().default(0),
    routineError: text('routine_error'),
    // The patient asked for no automatic messages (a stop word): no routine step starts or goes.
    routineOptedOutAt: timestamp('routine_opted_out_at', { withTimezone: true }),
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
  ],
);

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
    fileName: text('file_name'),
    seconds: integer('seconds'),
    status: text('status').notNull().default('RECEIVED'),
    isEdited: boolean('is_edited').notNull().default(false),
    // Who sent a fromMe message: a person in the app, the automation, or the phone itself.
    sentBy: text('sent_by', { enum: ['user', 'automation', 'phone'] }),
    // The member who sent it from the panel (null for the automation, the phone and the patient).
    sentByMember: uuid('sent_by_member').references(() => users.id, { onDelete: 'set null' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    // The id of the last transaction that wrote the message (new, edited, status), set by a
    // trigger (migration 0012): an open chat window asks only for what changed since.
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_clinic_message_idx').on(t.clinicId, t.messageId),
    index('messages_clinic_chat_time_idx').on(t.clinicId, t.chatId, t.timestamp),
    index('messages_clinic_chat_change_idx').on(t.clinicId, t.chatId, t.changeXid),
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
 * Who read patient data (issue 21): chat windows opened, media served, exports. Kept apart from
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
    chatName: text('chat_name'),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_log_clinic_idx').on(t.clinicId, t.createdAt),
    index('access_log_chat_idx').on(t.clinicId, t.chatId),
  ],
);

/**
 * Media files of erased patients still to delete from the store (issue 21): written in the
 * erasure's transaction, removed by the scheduler until done, so a crash cannot leave one behind.
 */
export const mediaRemovals = pgTable('media_removals', {
  path: text('path').primaryKey(),
  createdAt: createdAt(),
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

export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    textContent: text('text_content').notNull(),
    hoursDelay: doublePrecision('hours_delay').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('routines_clinic_slot_idx').on(t.clinicId, t.sequenceNumber)],
);

export const preConfiguredTexts = pgTable(
  'pre_configured_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pre_configured_texts_clinic_idx').on(t.clinicId)],
);

/**
 * Live events, kept a while so a client that reconnects can ask for what it missed
 * (`Last-Event-ID`); NOTIFY carries them to every server instance.
 */
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

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    message: text('message').notNull(),
    // The member who scheduled it: its message is sent in that member's name.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // pending -> sending -> executed | failed; a 'sending' row is an attempt under way.
    status: text('status', { enum: ['pending', 'sending', 'executed', 'failed'] })
      .notNull()
      .default('pending'),
    completedByHand: boolean('completed_by_hand').notNull().default(false),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    // Recorded before the provider call, so a crash can be reconciled instead of sent twice.
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_due_idx').on(t.status, t.nextAttemptAt),
    index('tasks_clinic_chat_idx').on(t.clinicId, t.chatId),
  ],
);

/**
 * An appointment a member set from a chat (issue 19): its reminders go to the patient before it,
 * and the patient's answer moves its state. The zone it was written in is kept, so its reminder
 * says the hour the member meant.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    chatRowId: uuid('chat_row_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    professional: text('professional').notNull(),
    state: text('state', { enum: ['waiting', 'confirmed', 'reschedule', 'cancelled'] })
      .notNull()
      .default('waiting'),
    lastReply: text('last_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_clinic_starts_idx').on(t.clinicId, t.startsAt),
    index('appointments_clinic_chat_idx').on(t.clinicId, t.chatId),
  ],
);

/** One reminder of an appointment: claimed, sent once, retried like a task. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    hoursBefore: integer('hours_before').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // pending -> sending -> sent | failed; skipped: its time had passed, or the appointment
    // was cancelled or moved.
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('appointment_reminders_due_idx').on(t.status, t.nextAttemptAt),
    index('appointment_reminders_appointment_idx').on(t.appointmentId),
  ],
);
