import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Tx } from '../../db/client.ts';
import {
  accessLog,
  appointmentReminders,
  appointments,
  chatColumnMoves,
  chatIdentifiers,
  chatNoteMentions,
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
const KEPT_FIELDS = [
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
const among = (column: AnyPgColumn, ids: readonly string[], type: 'uuid' | 'bigint' = 'uuid') =>
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

/**
 * What an undo would put back: the recorded rows still on the kept chat (a row moved or deleted
 * since is not counted; rows that came after the merge are not in the record at all).
 */
export async function undoCounts(tx: Tx, clinicId: string, m: MergeMoved): Promise<ChatRowCounts> {
  const on = sql`chat_row_id = ${m.into.id}`;
  const n = (table: SQL, where: SQL) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  const result = await tx.execute(sql`select
    ${n(sql`${messages}`, sql`clinic_id = ${clinicId} and chat_id = ${m.into.chatId} and ${among(messages.id, m.messages)}`)} as messages,
    ${m.tags.length}::int as tags,
    ${n(sql`${tasks}`, sql`${on} and ${among(tasks.id, m.tasks)}`)} as tasks,
    ${n(sql`${appointments}`, sql`${on} and ${among(appointments.id, m.appointments)}`)} as appointments,
    ${n(sql`${waitingListEntries}`, sql`${on} and ${among(waitingListEntries.id, m.waitingList)}`)} as "waitingList",
    ${n(sql`${chatNotes}`, sql`${on} and ${among(chatNotes.id, m.notes)}`)} as notes,
    ${m.identifiers.length + 1}::int as identifiers`);
  return (result as unknown as { rows: ChatRowCounts[] }).rows[0]!;
}

/**
 * Puts back what a merge moved, in the caller's transaction: the absorbed chat as it was (same
 * row id, same key), the recorded rows still on the kept chat, its tags and identifiers; the kept
 * chat's fields the merge changed and nothing changed since return to what they were. Rows that
 * came after the merge stay with the kept chat. Answers false, changing nothing, when the
 * absorbed key has a chat again (it cannot be two chats).
 */
export async function undoMerge(tx: Tx, clinicId: string, m: MergeMoved): Promise<boolean> {
  const { from, into } = m;
  const [taken] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, from.chatId)));
  if (taken) return false;
  await tx.execute(
    sql`insert into ${chats} select * from jsonb_populate_record(null::chats, ${JSON.stringify(m.absorbedRow)}::jsonb)`,
  );
  const back = { chatRowId: from.id, chatId: from.chatId };
  const onKept = (column: AnyPgColumn) => eq(column, into.id);
  await tx
    .update(chatIdentifiers)
    .set({ chatRowId: from.id })
    .where(
      and(
        onKept(chatIdentifiers.chatRowId),
        sql`${chatIdentifiers.value} in (select jsonb_array_elements_text(${JSON.stringify(m.identifiers)}::jsonb))`,
      ),
    );
  // The absorbed key the merge made a name of the kept chat: it names its own chat again.
  await tx
    .delete(chatIdentifiers)
    .where(
      and(
        eq(chatIdentifiers.clinicId, clinicId),
        eq(chatIdentifiers.value, from.chatId),
        onKept(chatIdentifiers.chatRowId),
      ),
    );
  await tx
    .update(messages)
    .set({ chatId: from.chatId })
    .where(
      and(
        eq(messages.clinicId, clinicId),
        eq(messages.chatId, into.chatId),
        among(messages.id, m.messages),
      ),
    );
  await tx
    .update(tasks)
    .set(back)
    .where(and(onKept(tasks.chatRowId), among(tasks.id, m.tasks)));
  await tx
    .update(appointments)
    .set(back)
    .where(and(onKept(appointments.chatRowId), among(appointments.id, m.appointments)));
  await tx
    .update(appointmentReminders)
    .set({ siblingChatRowId: from.id })
    .where(
      and(
        onKept(appointmentReminders.siblingChatRowId),
        among(appointmentReminders.id, m.reminders ?? []),
      ),
    );
  await tx
    .update(slotOfferMessages)
    .set({ siblingChatRowId: from.id })
    .where(
      and(
        onKept(slotOfferMessages.siblingChatRowId),
        among(slotOfferMessages.id, m.offerSiblings ?? []),
      ),
    );
  await tx
    .update(satisfactionSurveys)
    .set({ siblingChatRowId: from.id })
    .where(
      and(
        onKept(satisfactionSurveys.siblingChatRowId),
        among(satisfactionSurveys.id, m.surveySiblings ?? []),
      ),
    );
  await tx
    .update(waitingListEntries)
    .set(back)
    .where(and(onKept(waitingListEntries.chatRowId), among(waitingListEntries.id, m.waitingList)));
  await tx
    .update(chatNotes)
    .set(back)
    .where(and(onKept(chatNotes.chatRowId), among(chatNotes.id, m.notes)));
  await tx
    .update(chatNoteMentions)
    .set({ chatId: from.chatId })
    .where(and(eq(chatNoteMentions.clinicId, clinicId), among(chatNoteMentions.noteId, m.notes)));
  await tx
    .update(slotOfferMessages)
    .set({ chatId: from.chatId })
    .where(
      and(
        eq(slotOfferMessages.clinicId, clinicId),
        eq(slotOfferMessages.chatId, into.chatId),
        among(slotOfferMessages.id, m.slotOfferMessages),
      ),
    );
  await tx
    .update(satisfactionSurveys)
    .set({ chatId: from.chatId })
    .where(
      and(
        eq(satisfactionSurveys.clinicId, clinicId),
        eq(satisfactionSurveys.chatId, into.chatId),
        among(satisfactionSurveys.id, m.surveys),
      ),
    );
  await tx
    .update(chatColumnMoves)
    .set({ chatRowId: from.id })
    .where(
      and(onKept(chatColumnMoves.chatRowId), among(chatColumnMoves.id, m.columnMoves, 'bigint')),
    );
  await tx
    .update(accessLog)
    .set({ chatId: from.chatId })
    .where(
      and(
        eq(accessLog.clinicId, clinicId),
        eq(accessLog.chatId, into.chatId),
        among(accessLog.id, m.accessLog),
      ),
    );
  if (m.routineRun)
    await tx
      .update(routineRuns)
      .set({ chatRowId: from.id })
      .where(and(eq(routineRuns.id, m.routineRun), onKept(routineRuns.chatRowId)));
  if (m.tags.length > 0)
    await tx.execute(
      sql`insert into ${chatTags} (clinic_id, chat_row_id, tag_id)
          select ${clinicId}, ${from.id}, t::uuid from jsonb_array_elements_text(${JSON.stringify(m.tags)}::jsonb) t
          where exists (select 1 from tags where id = t::uuid)
          on conflict do nothing`,
    );
  if (m.tagsAdded.length > 0)
    await tx
      .delete(chatTags)
      .where(and(onKept(chatTags.chatRowId), among(chatTags.tagId, m.tagsAdded)));
  // The kept chat: each field the merge changed, unless changed again since; the unread count
  // less what the absorbed chat brought.
  const before = JSON.stringify(m.keptBefore);
  const after = JSON.stringify(m.keptAfter);
  const restore = KEPT_FIELDS.map(
    (f) =>
      sql`${sql.raw(`"${f}"`)} = case when c.${sql.raw(`"${f}"`)} is not distinct from a.${sql.raw(`"${f}"`)} then b.${sql.raw(`"${f}"`)} else c.${sql.raw(`"${f}"`)} end`,
  );
  await tx.execute(sql`
    update ${chats} c set ${sql.join(restore, sql`, `)},
      unread = greatest(0, c.unread - ${Number(m.absorbedRow.unread ?? 0)}),
      updated_at = now()
    from jsonb_populate_record(null::chats, ${before}::jsonb) b,
         jsonb_populate_record(null::chats, ${after}::jsonb) a
    where c.id = ${into.id}`);
  return true;
}
