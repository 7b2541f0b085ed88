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
import { among, type ChatRowCounts, KEPT_FIELDS, type MergeMoved } from './merge-record.ts';

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
