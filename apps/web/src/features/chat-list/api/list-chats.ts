import {
  BOARD_CURSOR_HEADER,
  BOARD_PAGE_SIZE,
  type BoardColumns,
  type BoardListResponse,
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

/**
 * The board in pages (issue 51) travels on the cached list too: for each view the board asked
 * (its filters and column settings, `viewKey`), each column's count and where its next page
 * starts, and the list's `revision` when those counts were read. `revision` counts the syncs that
 * brought changes, so the board knows when to ask its counts again. A list without `views` came
 * whole (the spec's answer): every column is complete.
 */
export type BoardViewState = { columns: BoardColumns; revision: number };
export type PagedChats = SyncedChats & {
  views?: Record<string, BoardViewState>;
  revision?: number;
};

/** The view of the first load: no filter, every column with its default settings. */
export const PLAIN_VIEW = '';

const withCursor = <T extends ChatsResponse>(list: T, cursor: string | null): T =>
  cursor ? { ...list, syncCursor: cursor } : list;

/** `list` with a page answer merged in: its cards, and its columns' counts and next pages. */
export function withBoardPage(
  list: PagedChats,
  viewKey: string,
  answer: BoardListResponse,
): PagedChats {
  const { columns, ...rest } = answer;
  // A page adds chats the list did not hold: the clinic's totals stay the server's.
  const byId = new Map(list.chats.map((c) => [c.id, c]));
  for (const c of rest.chats) byId.set(c.id, c);
  const merged: PagedChats = { ...list, chats: [...byId.values()].sort(byNewest) };
  if (!columns) return merged;
  const revision = list.revision ?? 0;
  const before = list.views?.[viewKey];
  const keep = before && before.revision === revision ? before.columns : {};
  return {
    ...merged,
    views: { ...list.views, [viewKey]: { columns: { ...keep, ...columns }, revision } },
  };
}

/** The list's answer with its cursor header, and its pages' state when it came in pages. */
async function readList(
  query: { limit: number } | undefined,
  signal?: AbortSignal,
): Promise<ChatsResponse> {
  let cursor: string | null = null;
  const answer = await callEndpoint(chatEndpoints.list, query ? { query } : {}, {
    signal,
    revalidateKey: 'chats',
    onHeaders: (headers) => {
      cursor = headers.get(BOARD_CURSOR_HEADER);
    },
  });
  const { columns, ...list } = answer;
  const paged: PagedChats = columns
    ? { ...list, views: { [PLAIN_VIEW]: { columns, revision: 0 } }, revision: 0 }
    : list;
  return withCursor(paged, cursor);
}

/**
 * The board's first load: the first page of every column and their counts (`?limit=`, issue 51),
 * or the whole list from a server that does not page. Asked again with the last answer's tag: an
 * unchanged answer comes back as a 304 of a few hundred bytes.
 */
export function listChats(signal?: AbortSignal): Promise<ChatsResponse> {
  return readList({ limit: BOARD_PAGE_SIZE }, signal);
}

/** The synchronised conversations with their tags, all of them (the spec's answer). */
export function listAllChats(signal?: AbortSignal): Promise<ChatsResponse> {
  return readList(undefined, signal);
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

/**
 * `list` with `changed` cards replaced or added, in the full list's order and with its totals
 * (a list in pages keeps the server's totals: it holds only some of the chats).
 */
export function mergeChats<T extends ChatsResponse>(list: T, changed: Chat[]): T {
  const byId = new Map(list.chats.map((c) => [c.id, c]));
  const before = new Map(byId);
  for (const c of changed) byId.set(c.id, c);
  const chats = [...byId.values()].sort(byNewest);
  if ((list as PagedChats).views) {
    // Only some chats are here: the server's total moves by what changed among them (a chat not
    // loaded counts from zero; the board reads the totals again after the sync).
    let unreadCount = list.unreadCount;
    for (const c of changed) unreadCount += c.unread - (before.get(c.id)?.unread ?? 0);
    return { ...list, chats, unreadCount: Math.max(0, unreadCount) };
  }
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
  // Loaded again the way it was: in pages (issue 51), or whole.
  const reload = () =>
    (previous as PagedChats | undefined)?.views ? listChats(signal) : listAllChats(signal);
  if (!previous || !since) return reload();
  const changes = await unlessSyncRefused(
    callEndpoint(chatEndpoints.changes, { query: { since } }, { signal }),
  );
  if (!changes || changes.reset) return reload();
  if (changes.chats.length === 0)
    return changes.cursor === since ? previous : withCursor(previous, changes.cursor);
  const merged: PagedChats = mergeChats(previous, changes.chats);
  // The board's counts were read before these changes: it asks them again.
  if (merged.views) merged.revision = (merged.revision ?? 0) + 1;
  return withCursor(merged, changes.cursor);
}
