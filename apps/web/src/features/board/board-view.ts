import {
  BOARD_IDS_MAX,
  type BackendColumn,
  type BoardColumnPage,
  type BoardViewInput,
  COLUMNS,
  type Chat,
  parseBoardCursor,
} from '@conecta/contract';

import type { BoardSettings } from './hooks/use-board-settings';

/** What the board filters by, as the server's view takes it (issue 51). */
export type ViewFilter = {
  /** The search text once typing settled. */
  query: string;
  tagId: string | null;
  assigneeId: string | null;
  unreadOnly: boolean;
  /** 'Menções': the chats it keeps; null when off. */
  mentionChatIds: ReadonlySet<string> | null;
  /** One of the clinic's numbers (issue 48): only its chats; null for all. */
  numberId?: string | null;
};

const columnsWhere = (settings: BoardSettings, test: (c: BackendColumn) => boolean) => {
  const names = COLUMNS.map((c) => c.backend).filter(test);
  return names.length > 0 ? names.join(',') : undefined;
};

/**
 * The view's query: the board's filters and each column's settings, with nothing for a default,
 * so the plain board's view is `{}` (its key '', the first load's).
 */
export function boardViewQuery(filter: ViewFilter, settings: BoardSettings): BoardViewInput {
  const query: BoardViewInput = {
    q: filter.query.trim() || undefined,
    tagId: filter.tagId ?? undefined,
    assignee: filter.assigneeId ?? undefined,
    unread: filter.unreadOnly ? 'true' : undefined,
    numberId: filter.numberId ?? undefined,
    chatIds: filter.mentionChatIds
      ? [...filter.mentionChatIds].slice(0, BOARD_IDS_MAX).sort().join(',')
      : undefined,
    oldest: columnsWhere(settings, (c) => settings[c].sortOrder === 'oldest'),
    hideGroups: columnsWhere(settings, (c) => !settings[c].showGroups),
    hideNewsletters: columnsWhere(settings, (c) => !settings[c].showNewsletters),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined),
  ) as BoardViewInput;
}

/** One string per view: its query in a fixed order ('' for the plain board). */
export function boardViewKey(query: BoardViewInput): string {
  return new URLSearchParams(
    Object.entries(query)
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  ).toString();
}

/**
 * A column's cards cut where its loaded pages end: a card that sorts after the last loaded one
 * (one moved in from outside the pages, say) waits for the page that brings it there, so the
 * column never shows a card with unloaded ones missing above it. A card that sorts within the
 * loaded pages (a new message lifts it to the top) shows at once.
 */
export function withinLoaded(
  chats: readonly Chat[],
  page: BoardColumnPage | undefined,
  oldestFirst: boolean,
): readonly Chat[] {
  const end = page?.next ? parseBoardCursor(page.next) : undefined;
  if (!end) return chats;
  const endTime = end.at === '-infinity' ? Number.NEGATIVE_INFINITY : Date.parse(end.at);
  const beyond = (chat: Chat) => {
    const parsed = chat.lastMessageTime ? Date.parse(chat.lastMessageTime) : Number.NaN;
    const time = Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
    if (time !== endTime) return oldestFirst ? time > endTime : time < endTime;
    return chat.id > end.id;
  };
  const cut = chats.findIndex(beyond);
  return cut < 0 ? chats : chats.slice(0, cut);
}
