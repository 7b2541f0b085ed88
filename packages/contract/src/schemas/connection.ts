import { z } from 'zod';

import { COLUMNS } from '../constants.ts';
import { CONVERSATION_MSG } from '../messages/conversations.ts';
import { INSTANCE_BADGES } from './admin.ts';

const backendColumns = COLUMNS.map((c) => c.backend) as [string, ...string[]];

export const zStatusResponse = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  /** Why the account cannot connect (no instance, deactivated, expired), when it cannot. */
  message: z.string().optional(),
  instanceStatus: z.enum([...INSTANCE_BADGES, 'NONE']),
});
export type StatusResponse = z.infer<typeof zStatusResponse>;

export const zQrCodeResponse = z.object({
  success: z.boolean(),
  connected: z.boolean(),
  qrCode: z.string().nullable(),
  message: z.string(),
});
export type QrCodeResponse = z.infer<typeof zQrCodeResponse>;

export const zChatTag = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type ChatTag = z.infer<typeof zChatTag>;

export const zChat = z.object({
  id: z.string(),
  chatId: z.string(),
  name: z.string().nullable(),
  /**
   * The phone; for a Cloud API username user whose number Meta withholds, the business-scoped
   * user id (BSUID) the chat is keyed by: such a chat is shown by `username`, never this.
   */
  phone: z.string(),
  /** The patient's WhatsApp username (without '@'), when Meta sent one (Cloud API). */
  username: z.string().nullable().optional(),
  /**
   * The clinic's number the chat is on (issue 48: `GET /dashboard/numbers` names it); null when
   * that number was removed. Optional: an older server's answer has none.
   */
  numberId: z.string().nullable().optional(),
  column: z.enum(backendColumns),
  unread: z.number().int(),
  lastMessageTime: z.string().nullable(),
  lastMessageContent: z.string().nullable(),
  profileThumbnail: z.string().nullable(),
  isGroup: z.boolean(),
  isNewsletter: z.boolean(),
  tags: z.array(zChatTag),
  /** When the next follow-up routine will be sent, if one is on its way. */
  nextRoutineAt: z.string().nullable(),
  /** The last follow-up step that failed, in pt-BR ('Falhou: ...'). */
  routineError: z.string().nullable(),
  /** When the chat's next scheduled message goes (its earliest pending task), if any. */
  nextTaskAt: z.string().nullable(),
  /** The patient sent a stop word ('PARAR'...): no follow-up routine goes until staff resets. */
  automationOff: z.boolean(),
  /** The member the chat is assigned to; null when nobody is. */
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable().default(null),
});
export type Chat = z.infer<typeof zChat>;

export const zChatsResponse = z.object({
  success: z.literal(true),
  chats: z.array(zChat),
  totalChats: z.number().int(),
  unreadCount: z.number().int(),
  message: z.string(),
});
export type ChatsResponse = z.infer<typeof zChatsResponse>;

export const zProgress = z.object({
  percentage: z.number().int().min(0).max(100),
  loaded: z.number().int(),
  total: z.number().int(),
  completed: z.boolean(),
});
export type Progress = z.infer<typeof zProgress>;

export const zProgressResponse = zProgress.extend({ success: z.literal(true) });

/** What the connect dialog hands to the dashboard after the phone is linked. */
export const zChatsInfoResponse = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  totalChats: z.number().int(),
  syncing: z.boolean(),
  progress: zProgress,
});
export type ChatsInfoResponse = z.infer<typeof zChatsInfoResponse>;

/** The pt-BR label of a sync percentage (spec: Progress labels). */
export function progressLabel(percentage: number): string {
  const label = CONVERSATION_MSG.connection.progress;
  if (percentage < 30) return label.contacts;
  if (percentage < 70) return label.photos;
  if (percentage < 100) return label.almost;
  return label.done;
}
