import { type SQL, sql } from 'drizzle-orm';

import { chats } from '../../db/schema.ts';

type ChatRow = typeof chats.$inferSelect;

/** A message as it touches its chat: creates the chat on first sight, or brings it up to date. */
export interface ChatMessage {
  chatId: string;
  name: string | null;
  isGroup: boolean;
  isNewsletter: boolean;
  thumbnail: string | null;
  time: Date;
  preview: string;
  fromMe: boolean;
  /** The patient's message is a stop word: no more automatic messages to this chat. */
  optOut?: boolean;
  /**
   * Where the patient wrote from, when it is not the chat's key (a Brazilian mobile without its
   * nine, a changed number, a BSUID): a patient's newest message makes it the chat's address for
   * sends (`chats.phone`).
   */
  address?: string;
  /** The clinic's number the message came through (issue 48): a new chat is that number's. */
  instanceId?: string | null;
}

/**
 * A patient's message ends a follow-up run at once: a chat in follow-up returns to the column it
 * came from (the run itself restarts in `routine_runs`: routines' `runEndedByReply`).
 */
export const patientReplied = {
  column: sql`case when ${chats.column} = 'followup' then coalesce(${chats.rememberedColumn}, 'inbox') else ${chats.column} end`,
  rememberedColumn: sql`case when ${chats.column} = 'followup' then null else ${chats.rememberedColumn} end`,
};

/** What a stored message leaves on its chat, for the live event that announces it. */
export type AppliedChat = Pick<
  ChatRow,
  | 'chatId'
  | 'name'
  | 'phone'
  | 'unread'
  | 'lastMessageTime'
  | 'lastMessageContent'
  | 'routineOptedOutAt'
  | 'assignedTo'
>;
export const appliedColumns = {
  chatId: chats.chatId,
  name: chats.name,
  phone: chats.phone,
  unread: chats.unread,
  lastMessageTime: chats.lastMessageTime,
  lastMessageContent: chats.lastMessageContent,
  routineOptedOutAt: chats.routineOptedOutAt,
  // Who a patient's message is pushed to: read with the store, not asked again after it.
  assignedTo: chats.assignedTo,
};

/**
 * The chat's last message moves only forward in time: a message older than the chat's last one
 * (history, a late echo) leaves it as it is. `next` names the incoming message's values.
 */
export function lastMessageMoves(next: { time: SQL; content: SQL; fromMe: SQL }) {
  const newer = sql`${chats.lastMessageTime} is null or ${chats.lastMessageTime} <= ${next.time}`;
  return {
    lastMessageContent: sql`case when ${newer} then ${next.content} else ${chats.lastMessageContent} end`,
    lastMessageFromMe: sql`case when ${newer} then ${next.fromMe} else ${chats.lastMessageFromMe} end`,
    lastMessageTime: sql`greatest(${chats.lastMessageTime}, ${next.time})`,
  };
}

/**
 * What a message does to a known chat: the last message only moves forward in time, history the
 * provider already counted does not add unread, and a patient's message ends a follow-up run.
 */
export function chatConflictFor(m: Pick<ChatMessage, 'fromMe' | 'optOut'>) {
  return {
    target: [chats.clinicId, chats.chatId],
    set: {
      name: sql`coalesce(${chats.name}, excluded.name)`,
      // A chat from before numbers were many (or whose number was removed) joins the number
      // that now serves it.
      instanceId: sql`coalesce(${chats.instanceId}, excluded.instance_id)`,
      profileThumbnail: sql`coalesce(${chats.profileThumbnail}, excluded.profile_thumbnail)`,
      unread: m.fromMe
        ? sql`${chats.unread}`
        : sql`case when ${chats.unreadAsOf} is null or excluded.last_message_time > ${chats.unreadAsOf} then ${chats.unread} + 1 else ${chats.unread} end`,
      ...lastMessageMoves({
        time: sql`excluded.last_message_time`,
        content: sql`excluded.last_message_content`,
        fromMe: sql`excluded.last_message_from_me`,
      }),
      updatedAt: sql`now()`,
      ...(m.fromMe
        ? {}
        : {
            ...patientReplied,
            // Only an address the message names (`address`) moves it, and only a newer message's.
            phone: sql`case when ${sql.placeholder('address')}::text is not null and (${chats.lastMessageTime} is null or ${chats.lastMessageTime} <= excluded.last_message_time) then ${sql.placeholder('address')}::text else ${chats.phone} end`,
          }),
      ...(m.optOut
        ? {
            routineOptedOutAt: sql`coalesce(${chats.routineOptedOutAt}, excluded.routine_opted_out_at)`,
            // A stop word withdraws a consent recorded before it (the patient changed their
            // mind); history replaying an older stop word leaves a later record alone.
            automaticConsentAt: sql`case when excluded.routine_opted_out_at >= ${chats.automaticConsentAt} then null else ${chats.automaticConsentAt} end`,
            automaticConsentBy: sql`case when excluded.routine_opted_out_at >= ${chats.automaticConsentAt} then null else ${chats.automaticConsentBy} end`,
          }
        : {}),
    },
  };
}
