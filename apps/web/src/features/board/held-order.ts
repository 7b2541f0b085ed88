import type { Chat } from '@conecta/contract';

/** A column's order when it was frozen: each chat's id with the time of its last message then. */
export type FrozenOrder = ReadonlyMap<string, string | null>;

export const freezeOrder = (chats: readonly Chat[]): FrozenOrder =>
  new Map(chats.map((c) => [c.chatId, c.lastMessageTime]));

/**
 * What a held column shows: the chats in the order they had when it was frozen, each
 * with its current data (preview, unread count), so nothing slides under a resting pointer or an
 * open menu. A chat that arrived since goes at the end, where it moves nothing (hiding it would
 * lose a whole sync's chats behind a pointer resting there at sign-in); a chat that left goes.
 * `waiting` counts the arrivals and the chats with a newer message, for the pill that applies
 * the live order.
 */
export function heldView(
  frozen: FrozenOrder | null,
  live: readonly Chat[],
): { shown: readonly Chat[]; waiting: number } {
  if (!frozen) return { shown: live, waiting: 0 };
  const byId = new Map(live.map((c) => [c.chatId, c]));
  const shown: Chat[] = [];
  for (const id of frozen.keys()) {
    const chat = byId.get(id);
    if (chat) shown.push(chat);
  }
  let waiting = 0;
  for (const chat of live) {
    const arrived = !frozen.has(chat.chatId);
    if (arrived) shown.push(chat);
    if (arrived || frozen.get(chat.chatId) !== chat.lastMessageTime) waiting += 1;
  }
  return { shown, waiting };
}
