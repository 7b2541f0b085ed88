import {
  BOARD_CURSOR_HEADER,
  type Chat,
  chatEndpoints,
  type ChatsResponse,
  MSG,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';
import { unlessSyncRefused } from '@/lib/http';

/**
 * The server's sync cursor travels on the cached list itself (`syncCursor`), so the changes the
 * board makes on screen (`{ ...list, chats }` after a move or a live message) keep it, and a list
 * that was dropped (signed out, disconnected) takes it along. The changes since the cursor come
 * back over those local edits and replace them with the server's cards.
 */
type SyncedChats = ChatsResponse & { syncCursor?: string };

const withCursor = (list: ChatsResponse, cursor: string | null): SyncedChats =>
  cursor ? { ...list, syncCursor: cursor } : list;

/**
 * The synchronised conversations with their tags. Asked again with the
 * last answer's tag: an unchanged list comes back as a 304 of a few hundred bytes.
 */
export async function listChats(signal?: AbortSignal): Promise<ChatsResponse> {
  let cursor: string | null = null;
  const list = await callEndpoint(
    chatEndpoints.list,
    {},
    {
      signal,
      revalidateKey: 'chats',
      onHeaders: (headers) => {
        cursor = headers.get(BOARD_CURSOR_HEADER);
      },
    },
  );
  return withCursor(list, cursor);
}

/** Newest first, as the server orders the full list: last message time, then id. */
function byNewest(a: Chat, b: Chat): number {
  const ta = a.lastMessageTime;
  const tb = b.lastMessageTime;
  if (ta !== tb) {
    if (ta === null) return 1;
    if (tb === null) return -1;
    return ta < tb ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** `list` with `changed` cards replaced or added, in the full list's order and with its totals. */
export function mergeChats(list: ChatsResponse, changed: Chat[]): ChatsResponse {
  const byId = new Map(list.chats.map((c) => [c.id, c]));
  for (const c of changed) byId.set(c.id, c);
  const chats = [...byId.values()].sort(byNewest);
  let unreadCount = 0;
  for (const c of chats) unreadCount += c.unread;
  return {
    ...list,
    chats,
    totalChats: chats.length,
    unreadCount,
    message: MSG.chats.loadedTitle(chats.length),
  };
}

/**
 * The list brought up to date: only the cards changed since `previous` was read
 * (`chatEndpoints.changes`, a few dozen bytes when nothing changed), or the whole list
 * when there is nothing to build on or the server asks for it (routines or a tag changed).
 * An unchanged list is answered as the same object, so nothing on screen renders again (and
 * one with only a newer cursor is equal to it card for card, which the query cache keeps as is).
 */
export async function syncChats(
  previous: ChatsResponse | undefined,
  signal?: AbortSignal,
): Promise<ChatsResponse> {
  const since = (previous as SyncedChats | undefined)?.syncCursor;
  if (!previous || !since) return listChats(signal);
  const changes = await unlessSyncRefused(
    callEndpoint(chatEndpoints.changes, { query: { since } }, { signal }),
  );
  if (!changes || changes.reset) return listChats(signal);
  if (changes.chats.length === 0)
    return changes.cursor === since ? previous : withCursor(previous, changes.cursor);
  return withCursor(mergeChats(previous, changes.chats), changes.cursor);
}
