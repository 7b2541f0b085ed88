import {
  type BackendColumn,
  type BoardColumns,
  type BoardCountsResponse,
  type BoardListResponse,
  type BoardPageQuery,
  type BoardView,
  COLUMNS,
  MESSAGE_SEARCH_MIN,
  MSG,
  formatBoardCursor,
  formatSyncCursor,
} from '@conecta/contract';

import type { Tx } from '../../db/client.ts';
import {
  type BoardPageRow,
  type BoardRowFilter,
  type ColumnRules,
  boardPageRows,
  boardSyncPoint,
  boardViewCounts,
  chatTotals,
} from '../conversations/index.ts';
import { tagReads } from '../tags/index.ts';
import { cardMaker } from './board-chats.ts';

/** Lower case without accents and with single spaces, as the web folds its search. */
const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The request's filters in the chats' terms. `messageHits` answers the chats whose messages or
 * notes hold the search text (the board's message search), asked only for 3+ characters with a
 * letter, as the web asks it.
 */
async function rowFilterOf(
  db: Tx,
  clinicId: string,
  view: BoardView,
  messageHits: (q: string) => Promise<string[]>,
): Promise<BoardRowFilter> {
  const filter: BoardRowFilter = {};
  const q = view.q?.trim() ?? '';
  const folded = foldText(q);
  if (folded !== '') {
    const letters = /\p{L}/u.test(folded);
    filter.text = {
      folded,
      // Digits only when nothing else was typed: '(11) 98765-4321' finds 5511987654321.
      digits: letters ? '' : folded.replace(/\D/g, ''),
      alsoChatIds: q.length >= MESSAGE_SEARCH_MIN && letters ? await messageHits(q) : [],
    };
  }
  if (view.tagId) filter.chatRowIds = await tagReads.chatRowsWithTag(db, clinicId, view.tagId);
  if (view.chatIds) filter.chatIds = view.chatIds;
  if (view.assignee) filter.assignee = view.assignee;
  if (view.unread === 'true') filter.unread = true;
  if (view.numberId) filter.instanceId = view.numberId;
  return filter;
}

const rulesOf = (view: BoardView, column: BackendColumn): ColumnRules => ({
  oldest: view.oldest?.includes(column) ?? false,
  hideGroups: view.hideGroups?.includes(column) ?? false,
  hideNewsletters: view.hideNewsletters?.includes(column) ?? false,
});

/** Each column's count under the view (its own group and newsletter settings applied). */
async function columnCounts(
  db: Tx,
  clinicId: string,
  view: BoardView,
  filter: BoardRowFilter,
): Promise<Record<BackendColumn, number>> {
  const out = Object.fromEntries(COLUMNS.map((c) => [c.backend, 0])) as Record<
    BackendColumn,
    number
  >;
  for (const row of await boardViewCounts(db, clinicId, filter)) {
    // An unknown column is shown in the first one, as the web reads it.
    const column = (row.column in out ? row.column : COLUMNS[0]!.backend) as BackendColumn;
    const rules = rulesOf(view, column);
    if (rules.hideGroups && row.isGroup) continue;
    if (rules.hideNewsletters && row.newsletter) continue;
    out[column] += row.n;
  }
  return out;
}

/** A column's page: `limit` rows and where the next starts (one more row read says there is one). */
async function columnPage(
  db: Tx,
  clinicId: string,
  column: BackendColumn,
  filter: BoardRowFilter,
  query: BoardPageQuery,
  limit: number,
): Promise<{ rows: BoardPageRow[]; next: string | null }> {
  const rows = await boardPageRows(
    db,
    clinicId,
    column,
    filter,
    rulesOf(query, column),
    query.after,
    limit + 1,
  );
  if (rows.length <= limit) return { rows, next: null };
  const last = rows[limit - 1]!;
  return { rows: rows.slice(0, limit), next: formatBoardCursor(last.sortAt, last.id) };
}

/**
 * The board in pages (issue 51): the first `limit` cards of every column (or, with `column` and
 * `after`, that column's next page), each column's count under the same view, the clinic's totals,
 * and the sync cursor read first, as the whole list does, so the incremental sync carries on from
 * these pages.
 */
export async function listBoardPages(
  db: Tx,
  clinicId: string,
  query: BoardPageQuery & { limit: number },
  messageHits: (q: string) => Promise<string[]>,
): Promise<{ answer: BoardListResponse; cursor: string }> {
  const point = await boardSyncPoint(db, clinicId);
  const filter = await rowFilterOf(db, clinicId, query, messageHits);
  const asked = query.column ? [query.column] : COLUMNS.map((c) => c.backend);
  const [pages, counts, totals] = await Promise.all([
    Promise.all(asked.map((c) => columnPage(db, clinicId, c, filter, query, query.limit))),
    columnCounts(db, clinicId, query, filter),
    chatTotals(db, clinicId),
  ]);
  const rows = pages.flatMap((p) => p.rows);
  const toCard = await cardMaker(
    db,
    clinicId,
    rows.map((r) => r.id),
  );
  const columns: BoardColumns = {};
  asked.forEach((c, i) => {
    columns[c] = { total: counts[c], next: pages[i]!.next };
  });
  return {
    answer: {
      success: true,
      chats: rows.map(toCard),
      totalChats: totals.total,
      unreadCount: totals.unread,
      message: MSG.chats.loadedTitle(totals.total),
      columns,
    },
    cursor: formatSyncCursor(point.epoch, point.position),
  };
}

/** Each column's count under a view: what the board shows after a sync brought changes. */
export async function countBoardColumns(
  db: Tx,
  clinicId: string,
  view: BoardView,
  messageHits: (q: string) => Promise<string[]>,
): Promise<BoardCountsResponse> {
  const filter = await rowFilterOf(db, clinicId, view, messageHits);
  const [counts, totals] = await Promise.all([
    columnCounts(db, clinicId, view, filter),
    chatTotals(db, clinicId),
  ]);
  return { success: true, totalChats: totals.total, unreadCount: totals.unread, counts };
}
