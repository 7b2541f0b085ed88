import { z } from 'zod';

import { type BackendColumn, COLUMNS } from '../constants.ts';
import { CHAT_MSG } from '../messages/chat-rules.ts';
import { zNumberIdFilter } from './clinic-numbers.ts';
import { zChatsResponse } from './connection.ts';

/**
 * The board in pages (issue 51): `GET /dashboard/zapi/chats?limit=` answers the first page of
 * every column at once (or, with `column` and `after`, the next page of one), each column's count
 * under the same view, and the chats as the full list has them. Without `limit` the answer is the
 * spec's whole list, as before.
 */
export const BOARD_PAGE_SIZE = 50;
export const BOARD_PAGE_MAX = 500;
/** 'Menções' sends the chats it keeps; at most this many. */
export const BOARD_IDS_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const columnNames = new Set<string>(COLUMNS.map((c) => c.backend));

/**
 * Where a column's next page starts: the last card's last-message time to the microsecond
 * (`-infinity` for a chat without one, which sorts as the oldest) and its id, since many chats
 * share a time (a provider import writes thousands with one).
 */
const BOARD_CURSOR =
  /^(-infinity|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export type BoardCursor = { at: string; id: string };

export const formatBoardCursor = (at: string, id: string) => `${at}~${id}`;

export function parseBoardCursor(text: string): BoardCursor | undefined {
  const match = BOARD_CURSOR.exec(text);
  if (!match) return undefined;
  if (match[1] !== '-infinity' && Number.isNaN(Date.parse(match[1]!))) return undefined;
  return { at: match[1]!, id: match[3]! };
}

/**
 * A comma-separated list of columns ('inbox,vip'), read as an array. At least one column: an
 * empty value is a malformed request (leave the field out for none), as the bad-input fuzzer holds.
 */
const zColumnList = z
  .string()
  .max(200, CHAT_MSG.pageColumnsInvalid)
  .transform((text, ctx) => {
    const names = text.split(',').filter((n) => n !== '');
    if (names.length > 0 && names.every((n) => columnNames.has(n))) return names as BackendColumn[];
    ctx.addIssue({ code: 'custom', message: CHAT_MSG.pageColumnsInvalid });
    return z.NEVER;
  });

const zFlag = z.enum(['true', 'false'], { error: CHAT_MSG.pageFilterInvalid });
const zUuid = z.string().regex(UUID, CHAT_MSG.pageFilterInvalid);

/**
 * What the board filters by, for every column. One place: a new filter of the board is one more
 * field here (and one more condition in the server's `boardViewWhere`).
 */
export const zBoardFilterFields = {
  /** The search box: name, phone, '@username', the last message, and any message (3+ letters). */
  q: z.string().trim().max(100, CHAT_MSG.searchLong(100)).optional(),
  tagId: zUuid.optional(),
  /** 'Minhas conversas': the member the chats are assigned to. */
  assignee: zUuid.optional(),
  unread: zFlag.optional(),
  /** One of the clinic's numbers (issue 48): only the chats of that number. */
  numberId: zNumberIdFilter(CHAT_MSG.pageFilterInvalid).optional(),
  /** 'Menções': only these chats (provider chat ids, comma-separated). */
  chatIds: z
    .string()
    .max(BOARD_IDS_MAX * 201, CHAT_MSG.pageFilterInvalid)
    .transform((text, ctx) => {
      const ids = text.split(',').filter((n) => n !== '');
      if (ids.length <= BOARD_IDS_MAX && ids.every((id) => /^[\w@.:-]{1,200}$/.test(id)))
        return ids;
      ctx.addIssue({ code: 'custom', message: CHAT_MSG.pageFilterInvalid });
      return z.NEVER;
    })
    .optional(),
};

/** Each column's own settings: the columns sorted oldest first, hiding groups, hiding newsletters. */
export const zBoardColumnFields = {
  oldest: zColumnList.optional(),
  hideGroups: zColumnList.optional(),
  hideNewsletters: zColumnList.optional(),
};

/** The view: the board's filters and each column's settings. */
export const zBoardViewQuery = z.strictObject({ ...zBoardFilterFields, ...zBoardColumnFields });
export type BoardViewInput = z.input<typeof zBoardViewQuery>;
export type BoardView = z.output<typeof zBoardViewQuery>;

/**
 * GET /dashboard/zapi/chats: no `limit`, the whole list (the spec's); `limit`, the first page of
 * each column; `limit`, `column` and `after`, that column's next page.
 */
export const zBoardPageQuery = z
  .strictObject({
    ...zBoardFilterFields,
    ...zBoardColumnFields,
    limit: z.coerce
      .number({ error: CHAT_MSG.pageSizeInvalid })
      .int(CHAT_MSG.pageSizeInvalid)
      .min(1, CHAT_MSG.pageSizeInvalid)
      .max(BOARD_PAGE_MAX, CHAT_MSG.pageSizeInvalid)
      .optional(),
    column: z
      .string()
      .refine((c) => columnNames.has(c), CHAT_MSG.columnUnknown)
      .transform((c) => c as BackendColumn)
      .optional(),
    after: z
      .string()
      .max(80, CHAT_MSG.pageCursorInvalid)
      .transform((text, ctx) => {
        const cursor = parseBoardCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: 'custom', message: CHAT_MSG.pageCursorInvalid });
        return z.NEVER;
      })
      .optional(),
  })
  .refine((q) => q.after === undefined || (q.column !== undefined && q.limit !== undefined), {
    message: CHAT_MSG.pageCursorInvalid,
    path: ['after'],
  });
export type BoardPageInput = z.input<typeof zBoardPageQuery>;
export type BoardPageQuery = z.output<typeof zBoardPageQuery>;

/** A column under the view: how many chats it has, and where its next page starts (null: none). */
export const zBoardColumnPage = z.object({ total: z.number().int(), next: z.string().nullable() });
export type BoardColumnPage = z.infer<typeof zBoardColumnPage>;

export const zBoardColumns = z.partialRecord(
  z.enum(COLUMNS.map((c) => c.backend) as [BackendColumn, ...BackendColumn[]]),
  zBoardColumnPage,
);
export type BoardColumns = z.infer<typeof zBoardColumns>;

/**
 * The list's answer. A paged one adds `columns` (the columns it answers for: all seven, or the
 * one asked); `totalChats` and `unreadCount` are then the clinic's, not only the pages'.
 */
export const zBoardListResponse = zChatsResponse.extend({ columns: zBoardColumns.optional() });
export type BoardListResponse = z.infer<typeof zBoardListResponse>;

/**
 * GET /dashboard/zapi/chats/counts: each column's count under a view, and the clinic's chats and
 * unread messages (the tab title's number), read again after a sync that brought changes.
 */
export const zBoardCountsResponse = z.object({
  success: z.literal(true),
  totalChats: z.number().int(),
  unreadCount: z.number().int(),
  counts: z.partialRecord(
    z.enum(COLUMNS.map((c) => c.backend) as [BackendColumn, ...BackendColumn[]]),
    z.number().int(),
  ),
});
export type BoardCountsResponse = z.infer<typeof zBoardCountsResponse>;
