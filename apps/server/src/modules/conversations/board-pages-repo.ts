import type { BackendColumn, BoardCursor } from '@conecta/contract';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats, routineRuns } from '../../db/schema.ts';
import { type BoardChatRow, boardColumns } from './chats-repo.ts';

/**
 * What the board's view keeps, in the terms of the chats table (the board module turns the
 * request's filters into this: a tag into the chats carrying it, a search into folded text and the
 * chats whose messages hold it).
 */
export type BoardRowFilter = {
  /** Folded (lower case, no accents) search text, with the digits typed when it has no letter. */
  text?: { folded: string; digits: string; alsoChatIds: readonly string[] };
  /** Only these chat rows (the chats with the chosen tag). */
  chatRowIds?: readonly string[];
  /** Only these provider chat ids ('Menções'). */
  chatIds?: readonly string[];
  assignee?: string;
  unread?: boolean;
  /** Only the chats of this clinic number (issue 48). */
  instanceId?: string;
};

/** A column's own settings. */
export type ColumnRules = { oldest: boolean; hideGroups: boolean; hideNewsletters: boolean };

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * The board's sort key: a chat without a message sorts as the oldest (the web's rule). The index
 * `chats_board_page_idx` (migration 0062) is on this expression, so a page reads its own rows.
 */
const sortKey = sql`coalesce(${chats.lastMessageTime}, '-infinity'::timestamptz)`;
/** A newsletter as the board tells one: the provider says so, or its phone does. */
const newsletter = sql`(${chats.isNewsletter} or lower(${chats.phone}) like '%newsletter%' or length(${chats.phone}) > 20)`;
const fold = (column: SQL) => sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: BoardRowFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.chatRowIds) parts.push(among(chats.id, f.chatRowIds));
  if (f.chatIds) parts.push(among(chats.chatId, f.chatIds));
  if (f.assignee) parts.push(eq(chats.assignedTo, f.assignee));
  if (f.unread) parts.push(sql`${chats.unread} > 0`);
  if (f.instanceId) parts.push(eq(chats.instanceId, f.instanceId));
  if (f.text) {
    const { folded, digits, alsoChatIds } = f.text;
    const like = escapeLike(folded);
    const any: SQL[] = [
      sql`${fold(sql`${chats.name}`)} like ${like}`,
      sql`lower(${chats.phone}) like ${like}`,
      sql`('@' || lower(coalesce(${chats.username}, ''))) like ${like}`,
      sql`${fold(sql`${chats.lastMessageContent}`)} like ${like}`,
    ];
    if (digits !== '')
      any.push(sql`regexp_replace(${chats.phone}, '\\D', '', 'g') like ${escapeLike(digits)}`);
    if (alsoChatIds.length > 0) any.push(among(chats.chatId, alsoChatIds));
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return and(...parts);
}

/** `column in (...)`, and false for none (an empty list is no SQL). */
const among = (column: typeof chats.id | typeof chats.chatId, values: readonly string[]): SQL =>
  values.length === 0 ? sql`false` : inArray(column, [...values]);

function rulesWhere(rules: ColumnRules): SQL | undefined {
  return and(
    rules.hideGroups ? eq(chats.isGroup, false) : undefined,
    rules.hideNewsletters ? sql`not ${newsletter}` : undefined,
  );
}

function afterWhere(rules: ColumnRules, after: BoardCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const at = sql`${after.at}::timestamptz`;
  return rules.oldest
    ? sql`(${sortKey} > ${at} or (${sortKey} = ${at} and ${chats.id} > ${after.id}))`
    : sql`(${sortKey} < ${at} or (${sortKey} = ${at} and ${chats.id} > ${after.id}))`;
}

/** A card row and the exact sort key of it (microseconds; '-infinity'), for the next cursor. */
export type BoardPageRow = BoardChatRow & { sortAt: string };

export const boardPagesRepo = {
  /**
   * One page of a column under the view, in the board's order (newest first, or oldest first;
   * equal times by id), from after `after`.
   */
  async page(
    tx: Tx,
    clinicId: string,
    column: BackendColumn,
    filter: BoardRowFilter,
    rules: ColumnRules,
    after: BoardCursor | undefined,
    limit: number,
  ): Promise<BoardPageRow[]> {
    const direction = rules.oldest ? sql`asc` : sql`desc`;
    return tx
      .select({
        ...boardColumns,
        sortAt: sql<string>`case when ${chats.lastMessageTime} is null then '-infinity' else to_char(${chats.lastMessageTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end`,
      })
      .from(chats)
      .innerJoin(routineRuns, eq(routineRuns.chatRowId, chats.id))
      .where(
        and(
          eq(chats.clinicId, clinicId),
          eq(chats.column, column),
          filterWhere(filter),
          rulesWhere(rules),
          afterWhere(rules, after),
        ),
      )
      .orderBy(sql`${sortKey} ${direction}`, sql`${chats.id} asc`)
      .limit(limit);
  },

  /**
   * How many chats each column has under the filter, by whether they are groups and newsletters
   * (the columns' own settings are applied by the caller): one pass over the clinic's chats.
   */
  async counts(
    tx: Tx,
    clinicId: string,
    filter: BoardRowFilter,
  ): Promise<Array<{ column: string; isGroup: boolean; newsletter: boolean; n: number }>> {
    const rows = await tx
      .select({
        column: chats.column,
        isGroup: chats.isGroup,
        newsletter: sql<boolean>`${newsletter}`,
        n: sql<number>`count(*)::int`,
      })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), filterWhere(filter)))
      .groupBy(chats.column, chats.isGroup, sql`3`);
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  },
};
