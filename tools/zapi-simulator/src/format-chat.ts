import { avatarUrl } from './build-callbacks.ts';
import type { SimChat } from './types.ts';

/**
 * A chat in Z-API's list shape, strings included: `unread` is a numeric string,
 * `lastMessageTime` epoch seconds as a string, some booleans are strings. A contact saved
 * without a name comes with no `name` at all (phone only).
 */
export function formatChat(chat: SimChat, baseUrl: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (chat.name !== null) body.name = chat.name;
  return {
    ...body,
    phone: chat.phone,
    unread: String(chat.unread),
    lastMessageTime: String(Math.floor(chat.lastMessageTime / 1000)),
    isMuted: chat.muted ? '1' : '0',
    isMarkedSpam: 'false',
    profileThumbnail: chat.hasPhoto ? avatarUrl(baseUrl, chat.phone) : null,
    isGroup: chat.kind === 'group',
    isGroupAnnouncement: false,
    archived: String(chat.archived),
    pinned: String(chat.pinned),
    messagesUnread: chat.unread,
  };
}

/** WhatsApp's order: pinned first, then the most recent conversation. */
export function compareChats(a: SimChat, b: SimChat): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return b.lastMessageTime - a.lastMessageTime || a.phone.localeCompare(b.phone);
}
