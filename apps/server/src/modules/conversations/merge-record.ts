import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Tx } from '../../db/client.ts';
import {
  accessLog,
  appointmentReminders,
  appointments,
  chatColumnMoves,
  chatIdentifiers,
  chatNotes,
  chats,
  chatTags,
  messages,
  routineRuns,
  satisfactionSurveys,
  slotOfferMessages,
  tasks,
  waitingListEntries,
} from '../../db/schema.ts';
import { mergeChatInto } from './merge-chats.ts';

interface ChatKey {
  id: string;
  chatId: string;
}

/** What a merge moved, by row id, and both chats as they were: what its undo puts back. */
export interface MergeMoved {
  from: ChatKey;
  into: ChatKey;
  /** The absorbed chat's whole row (`to_jsonb`), put back as it was. */
  absorbedRow: Record<string, unknown>;
  /** The kept chat's row before and right after the merge: a field changed since stays. */
  keptBefore: Record<string, unknown>;
  keptAfter: Record<string, unknown>;
  messages: string[];
  tasks: string[];
  appointments: string[];
  waitingList: string[];
  notes: string[];
  slotOfferMessages: string[];
  surveys: string[];
  columnMoves: string[];
  accessLog: string[];
  /**
   * Reminders of a sibling chat's appointments that went to the absorbed chat (issue 48); absent
   * from the merges recorded before it.
   */
  reminders?: string[];
  /**
   * Waiting-list offer messages and surveys of a sibling chat that went to the absorbed chat
   * (issue 48, migration 0064); absent from the merges recorded before it.
   */
  offerSiblings?: string[];
  surveySiblings?: string[];
  routineRun: string | null;
  /** The absorbed chat's tags, and those of them the kept chat did not have. */
  tags: string[];
  tagsAdded: string[];
  /** The absorbed chat's identifiers (not its own key, which the merge adds). */
  identifiers: string[];
}

/** What is keyed to a chat, counted (the preview of 'Mesclar conversas'). */
export interface ChatRowCounts {
  messages: number;
  tags: number;
  tasks: number;
  appointments: number;
  waitingList: number;
  notes: number;
  identifiers: number;
}

/** The chat row's fields a merge decides; an undo restores each one unchanged since. */
export const KEPT_FIELDS = [
  'name',
  'username',
  'bsuid',
  'assigned_to',
  'profile_thumbnail',
  'phone',
  'last_message_time',
  'last_message_content',
  'last_message_from_me',
  'routine_opted_out_at',
  'automatic_consent_at',
  'automatic_consent_by',
] as const;

/** `column` is one of `ids` (a JSON array as one parameter: a chat's messages may be thousands). */
export const among = (
  column: AnyPgColumn,
  ids: readonly string[],
  type: 'uuid' | 'bigint' = 'uuid',
) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::${sql.raw(type)})`;

const rowOf = async (tx: Tx, id: string) => {
  const result = await tx.execute(
    sql`select to_jsonb(c) as row from ${chats} c where c.id = ${id}`,
  );
  const rows = (result as unknown as { rows: Array<{ row: Record<string, unknown> }> }).rows;
  return rows[0]?.row;
};

const idsOf = async (tx: Tx, query: Promise<Array<{ id: string | number }>>) =>
  (await query).map((r) => String(r.id));

/** Counts what is keyed to `chat`: what a merge would move from it. */
export async function chatRowCounts(
  tx: Tx,
  clinicId: string,
  chat: ChatKey,
): Promise<ChatRowCounts> {
  const n = (table: SQL, where: SQL) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  const result = await tx.execute(sql`select
    ${n(sql`${messages}`, sql`clinic_id = ${clinicId} and chat_id = ${chat.chatId}`)} as messages,
    ${n(sql`${chatTags}`, sql`chat_row_id = ${chat.id}`)} as tags,
    ${n(sql`${tasks}`, sql`chat_row_id = ${chat.id}`)} as tasks,
    ${n(sql`${appointments}`, sql`chat_row_id = ${chat.id}`)} as appointments,
    ${n(sql`${waitingListEntries}`, sql`chat_row_id = ${chat.id}`)} as "waitingList",
    ${n(sql`${chatNotes}`, sql`chat_row_id = ${chat.id}`)} as notes,
    ${n(sql`${chatIdentifiers}`, sql`chat_row_id = ${chat.id} and value <> ${chat.chatId}`)} + 1 as identifiers`);
  return (result as unknown as { rows: ChatRowCounts[] }).rows[0]!;
}

/**
 * `mergeChatInto` (the one merge, the ninth-digit twins' too), with what it moved written down
 * first, in the caller's transaction: the rows by id and both chats as they were.
 */
export async function mergeChatRecorded(
  tx: Tx,
  clinicId: string,
  from: ChatKey,
  into: ChatKey,
): Promise<MergeMoved> {
  const byRow = <T extends { chatRowId: AnyPgColumn; id: AnyPgColumn }>(table: T) =>
    eq(table.chatRowId, from.id);
  const absorbedRow = (await rowOf(tx, from.id))!;
  const keptBefore = (await rowOf(tx, into.id))!;
  const select = { id: sql<string>`id` };
  const keptTags = new Set(
    (
      await tx
        .select({ tagId: chatTags.tagId })
        .from(chatTags)
        .where(eq(chatTags.chatRowId, into.id))
    ).map((r) => r.tagId),
  );
  const tags = (
    await tx.select({ tagId: chatTags.tagId }).from(chatTags).where(eq(chatTags.chatRowId, from.id))
  ).map((r) => r.tagId);
  const [run] = await tx
    .select({ id: routineRuns.id })
    .from(routineRuns)
    .where(eq(routineRuns.chatRowId, from.id));
  const [keptRun] = await tx
    .select({ id: routineRuns.id })
    .from(routineRuns)
    .where(eq(routineRuns.chatRowId, into.id));
  const moved: Omit<MergeMoved, 'keptAfter'> = {
    from,
    into,
    absorbedRow,
    keptBefore,
    messages: await idsOf(
      tx,
      tx
        .select(select)
        .from(messages)
        .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, from.chatId))),
    ),
    tasks: await idsOf(tx, tx.select(select).from(tasks).where(byRow(tasks))),
    appointments: await idsOf(tx, tx.select(select).from(appointments).where(byRow(appointments))),
    waitingList: await idsOf(
      tx,
      tx.select(select).from(waitingListEntries).where(byRow(waitingListEntries)),
    ),
    notes: await idsOf(tx, tx.select(select).from(chatNotes).where(byRow(chatNotes))),
    slotOfferMessages: await idsOf(
      tx,
      tx
        .select(select)
        .from(slotOfferMessages)
        .where(
          and(eq(slotOfferMessages.clinicId, clinicId), eq(slotOfferMessages.chatId, from.chatId)),
        ),
    ),
    surveys: await idsOf(
      tx,
      tx
        .select(select)
        .from(satisfactionSurveys)
        .where(
          and(
            eq(satisfactionSurveys.clinicId, clinicId),
            eq(satisfactionSurveys.chatId, from.chatId),
          ),
        ),
    ),
    columnMoves: await idsOf(
      tx,
      tx.select(select).from(chatColumnMoves).where(eq(chatColumnMoves.chatRowId, from.id)),
    ),
    accessLog: await idsOf(
      tx,
      tx
        .select(select)
        .from(accessLog)
        .where(and(eq(accessLog.clinicId, clinicId), eq(accessLog.chatId, from.chatId))),
    ),
    reminders: await idsOf(
      tx,
      tx
        .select(select)
        .from(appointmentReminders)
        .where(eq(appointmentReminders.siblingChatRowId, from.id)),
    ),
    offerSiblings: await idsOf(
      tx,
      tx
        .select(select)
        .from(slotOfferMessages)
        .where(eq(slotOfferMessages.siblingChatRowId, from.id)),
    ),
    surveySiblings: await idsOf(
      tx,
      tx
        .select(select)
        .from(satisfactionSurveys)
        .where(eq(satisfactionSurveys.siblingChatRowId, from.id)),
    ),
    // mergeChatInto moves the absorbed chat's run only when the kept chat has none.
    routineRun: run && !keptRun ? run.id : null,
    tags,
    tagsAdded: tags.filter((t) => !keptTags.has(t)),
    identifiers: (
      await tx
        .select({ value: chatIdentifiers.value })
        .from(chatIdentifiers)
        .where(eq(chatIdentifiers.chatRowId, from.id))
    ).map((r) => r.value),
  };
  await mergeChatInto(tx, clinicId, from, into);
  return { ...moved, keptAfter: (await rowOf(tx, into.id))! };
}
