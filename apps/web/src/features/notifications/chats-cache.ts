import { type ChatsResponse, type NewMessageData } from '@conecta/contract';

/** The sum of the chats' unread counts (the tab title's number). */
export function totalUnread(data: ChatsResponse | undefined): number {
  if (!data) return 0;
  // A board in pages holds only some chats: the server's total, kept up to date (issue 51).
  if ((data as { views?: unknown }).views) return Math.max(0, data.unreadCount);
  return data.chats.reduce((n, chat) => n + Math.max(0, chat.unread), 0);
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * The chat list with a new message applied to its chat: unread count, last-message time,
 * preview and, after a stop word, 'Não deseja mensagens automáticas' from the event. Null when the list is absent or does not have the chat (then it must
 * be fetched). An event older than what the list already shows (a replay) changes nothing.
 */
export function withNewMessage(
  data: ChatsResponse | undefined,
  event: NewMessageData,
): ChatsResponse | null {
  if (!data) return null;
  const chat = data.chats.find((c) => c.chatId === event.chatId);
  if (!chat) return null;
  if (time(event.lastMessageTime) < time(chat.lastMessageTime)) return data;
  const updated = {
    ...chat,
    unread: event.unreadCount ?? chat.unread + 1,
    lastMessageTime: event.lastMessageTime ?? chat.lastMessageTime,
    lastMessageContent: event.lastMessageContent ?? event.message ?? chat.lastMessageContent,
    // A stop word ends the chat's routines for good: no next automatic message either.
    ...(event.automationOff === true && !chat.automationOff
      ? { automationOff: true, nextRoutineAt: null }
      : {}),
  };
  const chats = data.chats.map((c) => (c === chat ? updated : c));
  const paged = (data as { views?: unknown }).views !== undefined;
  const unreadCount = paged
    ? Math.max(0, data.unreadCount + updated.unread - chat.unread)
    : totalUnread({ ...data, chats });
  return { ...data, chats, unreadCount };
}
