import { z } from 'zod';

import { MESSAGE_MAX } from '../constants.ts';
import { MESSAGE_MSG } from '../messages/message-rules.ts';
import { zQuotedMessage, zReplyTo } from './attachments.ts';
import { zChatIdParam } from './chats.ts';
import { zPhone } from './phone.ts';
import { zSyncPosition } from './sync-position.ts';

export const zSenderKind = z.enum(['member', 'former-member', 'phone']);
export type SenderKind = z.infer<typeof zSenderKind>;

export const AUDIO_MAX_BYTES = 16 * 1024 * 1024;
export const AUDIO_MAX_SECONDS = 300;

const zText = z
  .string({ error: MESSAGE_MSG.textEmpty })
  .trim()
  .min(1, MESSAGE_MSG.textEmpty)
  .max(MESSAGE_MAX, MESSAGE_MSG.textLong);

export const zSendMessageRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  phone: zPhone,
  message: zText,
  /** The provider id of the message this text answers (Z-API's `messageId`: a quoted reply). */
  replyTo: zReplyTo,
});
export type SendMessageRequest = z.input<typeof zSendMessageRequest>;

export const zEditMessageRequest = z.strictObject({
  phone: zPhone,
  editMessageId: z
    .string({ error: MESSAGE_MSG.messageNotFound })
    .trim()
    .min(1, MESSAGE_MSG.messageNotFound)
    .max(200),
  message: zText,
});
export type EditMessageRequest = z.input<typeof zEditMessageRequest>;

export const zSendAudioRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  phone: zPhone,
  audio: z
    .string({ error: MESSAGE_MSG.audioInvalid })
    .regex(/^data:audio\/mpeg;base64,[A-Za-z0-9+/=]+$/, MESSAGE_MSG.audioInvalid),
  duration: z.coerce
    .number({ error: MESSAGE_MSG.durationInvalid })
    .min(0, MESSAGE_MSG.durationInvalid)
    .max(100_000, MESSAGE_MSG.durationInvalid),
});
export type SendAudioRequest = z.input<typeof zSendAudioRequest>;

export const zSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), messageId: z.string(), status: z.string() }),
});
export type SentResponse = z.infer<typeof zSentResponse>;

/** A reaction on a message: the emoji, and whether the clinic's side put it. */
export const zMessageReaction = z.object({ emoji: z.string(), fromMe: z.boolean() });
export type MessageReaction = z.infer<typeof zMessageReaction>;

export const zTextMessage = z.object({
  id: z.string(),
  messageId: z.string(),
  content: z.string(),
  type: z.enum(['text', 'image', 'video', 'document', 'other']),
  timestamp: z.string(),
  fromMe: z.boolean(),
  status: z.string(),
  /**
   * Why an own message was not delivered (a 'FAILED' status), or why a received file is not
   * there (its download was given up on), in pt-BR; null otherwise.
   */
  failure: z.string().nullable().optional(),
  isEdited: z.boolean(),
  /** Sent by a scheduled task or a follow-up routine ('Enviada automaticamente'). */
  automatic: z.boolean(),
  /** Media of image, video and document entries: a link valid for one hour. */
  mediaUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  /** The stored file's size in bytes, once known (sent, or received and downloaded). */
  fileSize: z.number().nullable().default(null),
  /** The message this one answers (a quoted reply, sent from the panel or by the patient). */
  quoted: zQuotedMessage.nullable().default(null),
  /**
   * The member who sent it from the panel ('Enviado por Ana'); null otherwise. Defaults keep an
   * answer of a server from before teams readable.
   */
  senderName: z.string().nullable().default(null),
  /**
   * Who of the clinic sent it, decided when read: a member now ('member', `senderName`), someone
   * who left the team since ('former-member', no name), the phone itself ('phone'); null for the
   * patient's messages and automatic ones.
   */
  senderKind: zSenderKind.nullish(),
  /** Sent from the clinic's phone itself, outside the panel ('Celular'). */
  sentFromPhone: z.boolean().default(false),
  /** Reactions on it (👍 on a reminder confirms it), shown on the bubble. */
  reactions: z.array(zMessageReaction).default([]),
});
export type TextMessage = z.infer<typeof zTextMessage>;

export const zAudioMessage = z.object({
  id: z.string(),
  messageId: z.string(),
  audioUrl: z.string().nullable(),
  seconds: z.number(),
  fromMe: z.boolean(),
  /** The message this voice note answers (a patient's quoted reply). */
  quoted: zQuotedMessage.nullable().default(null),
  timestamp: z.string(),
  status: z.string(),
  /**
   * Why an own voice note was not delivered (a 'FAILED' status), or why a received one is not
   * there (its download was given up on), in pt-BR; null otherwise.
   */
  failure: z.string().nullable().optional(),
  /**
   * The member who sent it from the panel ('Enviado por Ana'); null otherwise. Defaults keep an
   * answer of a server from before teams readable.
   */
  senderName: z.string().nullable().default(null),
  /**
   * Who of the clinic sent it, decided when read: a member now ('member', `senderName`), someone
   * who left the team since ('former-member', no name), the phone itself ('phone'); null for the
   * patient's messages and automatic ones.
   */
  senderKind: zSenderKind.nullish(),
  /** Sent from the clinic's phone itself, outside the panel ('Celular'). */
  sentFromPhone: z.boolean().default(false),
  reactions: z.array(zMessageReaction).default([]),
  /** Its text, once transcribed by the assistant ('Transcrever'); null otherwise. */
  transcript: z.string().nullable().optional(),
});
export type AudioMessage = z.infer<typeof zAudioMessage>;

export const zMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(zTextMessage),
  audios: z.array(zAudioMessage),
});
export type MessagesResponse = z.infer<typeof zMessagesResponse>;

/** The most messages one page of a chat window holds. */
export const MESSAGES_PAGE_MAX = 200;

/**
 * GET /dashboard/messages/{chatId} beyond the spec: `limit` answers the newest messages only
 * (with `before`, the ones older than that message), `since` only those written since a sync
 * position (new ones, edits, status changes). Without them the answer is the spec's: all of them.
 * `t` is the spec's cache breaker and means nothing.
 */
export const zMessagesQuery = z.object({
  t: z.string().optional(),
  limit: z.coerce
    .number({ error: MESSAGE_MSG.pageSizeInvalid })
    .int(MESSAGE_MSG.pageSizeInvalid)
    .min(1, MESSAGE_MSG.pageSizeInvalid)
    .max(MESSAGES_PAGE_MAX, MESSAGE_MSG.pageSizeInvalid)
    .optional(),
  before: z
    .string()
    // A UUID's shape, not 36 of its characters: '-' x 36 reached PostgreSQL and answered 500.
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      MESSAGE_MSG.beforeInvalid,
    )
    .optional(),
  since: zSyncPosition.optional(),
});
export type MessagesQuery = z.infer<typeof zMessagesQuery>;

/**
 * A page or a sync of a chat's messages: `cursor` is where to ask `since` next; `older` the id
 * to ask `before` for the page before this one (null: this is the chat's beginning; always null
 * for a sync). `reset`: the sync position is not this database's (a restored backup), so this is
 * the newest page, to replace what the window holds.
 */
export const zMessagesPageResponse = zMessagesResponse.extend({
  cursor: z.string(),
  older: z.string().nullable(),
  reset: z.boolean(),
});
export type MessagesPageResponse = z.infer<typeof zMessagesPageResponse>;
