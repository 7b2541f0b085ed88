import { z } from 'zod';

import { zChatTag } from './connection.ts';

/**
 * The live stream's events and their data, shared by the server (which publishes them) and the
 * web (which parses them). Optional fields are `nullish` so an event written by a slightly older
 * server during a deploy still parses.
 */

export const zNewMessageData = z.object({
  chatId: z.string().min(1),
  chatName: z.string().nullish(),
  message: z.string().nullish(),
  messageId: z.string().nullish(),
  lastMessageTime: z.string().nullish(),
  unreadCount: z.number().int().nullish(),
  lastMessageContent: z.string().nullish(),
  /**
   * The chat's 'Não deseja mensagens automáticas' after this message: true once the patient sent
   * a stop word, so the card shows it at once.
   */
  automationOff: z.boolean().nullish(),
});
export type NewMessageData = z.infer<typeof zNewMessageData>;

/** Why a chat changed; each reason carries its own fields. */
export const CHAT_UPDATE_REASONS = [
  'column',
  'read',
  'tags',
  'task',
  'task-sent',
  'task-failed',
  'message-edited',
  'message-sent',
  'history',
  'status',
  'routine-reset',
  'routine-sent',
  'routine-failed',
  'assigned',
  'appointment',
  'consent',
  'note',
] as const;
export type ChatUpdateReason = (typeof CHAT_UPDATE_REASONS)[number];

const chat = { chatId: z.string().min(1) };

export const zChatUpdateData = z.discriminatedUnion('reason', [
  /** Moved by a person, a task (to and from 'task') or a routine. */
  z.object({ ...chat, reason: z.literal('column'), column: z.string() }),
  z.object({ ...chat, reason: z.literal('read'), unread: z.number().int() }),
  z.object({ ...chat, reason: z.literal('tags'), tags: z.array(zChatTag) }),
  /** A task of the chat was edited, done or deleted. */
  z.object({ ...chat, reason: z.literal('task') }),
  z.object({ ...chat, reason: z.literal('task-sent'), taskId: z.string() }),
  z.object({ ...chat, reason: z.literal('task-failed'), taskId: z.string(), message: z.string() }),
  z.object({ ...chat, reason: z.literal('message-edited') }),
  /**
   * A message the clinic sent, from the app or from the phone ('message-sent'), or an older one
   * ('history').
   */
  z.object({
    ...chat,
    reason: z.literal('message-sent'),
    lastMessageContent: z.string().nullish(),
  }),
  z.object({ ...chat, reason: z.literal('history'), lastMessageContent: z.string().nullish() }),
  /** Delivery state of sent messages (SENT, DELIVERED, READ...). */
  z.object({ ...chat, reason: z.literal('status'), status: z.string() }),
  z.object({ ...chat, reason: z.literal('routine-reset'), column: z.string() }),
  z.object({
    ...chat,
    reason: z.literal('routine-sent'),
    sequenceNumber: z.number().int(),
    column: z.string().nullish(),
  }),
  z.object({ ...chat, reason: z.literal('routine-failed'), message: z.string() }),
  /** The patient's consent to automatic messages was recorded or withdrawn (API oficial). */
  z.object({ ...chat, reason: z.literal('consent') }),
  /** An internal note of the chat was written, edited or deleted (the team's, never sent). */
  z.object({ ...chat, reason: z.literal('note'), noteId: z.string() }),
  /** Assigned to a member of the team, or to nobody. */
  z.object({
    ...chat,
    reason: z.literal('assigned'),
    assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
  }),
  /**
   * An appointment was set, changed or cancelled ('changed'), its reminder went out or failed, or
   * the patient answered it.
   */
  z.object({
    ...chat,
    reason: z.literal('appointment'),
    appointmentId: z.string(),
    state: z.string(),
    message: z.string().nullish(),
    /** The chat's name, for a toast ('Maria pediu para remarcar a consulta'). */
    chatName: z.string().nullish(),
  }),
]);
export type ChatUpdateData = z.infer<typeof zChatUpdateData>;

export const zTagUpdateData = z.object({
  tag: zChatTag,
  action: z.enum(['created', 'updated']).optional(),
});
export type TagUpdateData = z.infer<typeof zTagUpdateData>;

export const zTagDeleteData = z.object({ tagId: z.string() });
export type TagDeleteData = z.infer<typeof zTagDeleteData>;

export const PRESENCE_STATES = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/**
 * A member has a chat window open ('viewing'), is typing in it, or closed it. Not kept: a
 * browser that reconnects learns presence from the next beat (every 20 s), not from a replay.
 */
export const zPresenceData = z.object({
  chatId: z.string().min(1),
  userId: z.string(),
  name: z.string(),
  state: z.enum(PRESENCE_STATES),
});
export type PresenceData = z.infer<typeof zPresenceData>;

/** The team changed: a chat was assigned to someone (who is told), or the members changed. */
export const zTeamUpdateData = z.discriminatedUnion('reason', [
  z.object({
    reason: z.literal('assigned'),
    chatId: z.string(),
    chatName: z.string(),
    assigneeId: z.string(),
    byName: z.string(),
  }),
  z.object({ reason: z.literal('members') }),
  /** A note mentions members ('Ana mencionou você em Helena Souza'): each of them is told. */
  z.object({
    reason: z.literal('mentioned'),
    chatId: z.string(),
    chatName: z.string(),
    noteId: z.string(),
    mentionedIds: z.array(z.string()),
    byName: z.string(),
  }),
]);
export type TeamUpdateData = z.infer<typeof zTeamUpdateData>;

/** The events the server publishes to one clinic, each with its data. */
/** The clinic's number linked or unlinked (the board's red banner comes and goes with it). */
export const zConnectionUpdateData = z.object({ connected: z.boolean(), at: z.string() });
export type ConnectionUpdateData = z.infer<typeof zConnectionUpdateData>;

export const LIVE_EVENT_SCHEMAS = {
  'new-message': zNewMessageData,
  'chat-update': zChatUpdateData,
  'tag-update': zTagUpdateData,
  'tag-delete': zTagDeleteData,
  presence: zPresenceData,
  'team-update': zTeamUpdateData,
  'connection-update': zConnectionUpdateData,
} as const;

/** Events delivered once, live, and never stored for a replay. */
export const EPHEMERAL_EVENTS: ReadonlySet<string> = new Set(['presence']);
export type LiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;
export type LiveEventData = { [K in LiveEventType]: z.infer<(typeof LIVE_EVENT_SCHEMAS)[K]> };

/** One published event: its type and data, as a union the compiler can narrow. */
export type LiveEventOf = {
  [K in LiveEventType]: { type: K; data: LiveEventData[K] };
}[LiveEventType];

/** What the stream sends besides the published events: its own hello, keep-alive and resync. */
export const STREAM_CONTROL_EVENTS = ['connected', 'heartbeat', 'refetch'] as const;
export const STREAM_EVENTS = [
  ...STREAM_CONTROL_EVENTS,
  ...(Object.keys(LIVE_EVENT_SCHEMAS) as LiveEventType[]),
] as const;
export type StreamEventName = (typeof STREAM_CONTROL_EVENTS)[number] | LiveEventType;
