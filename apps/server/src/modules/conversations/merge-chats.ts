import { and, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  accessLog,
  answerRuns,
  appointmentReminders,
  appointments,
  chatColumnMoves,
  chatIdentifiers,
  chatNoteMentions,
  chatNotes,
  chats,
  chatTags,
  messages,
  reportAutomaticSends,
  reportChatFirsts,
  reportMemberSends,
  routineRuns,
  satisfactionSurveys,
  slotOfferMessages,
  tasks,
  waitingListEntries,
} from '../../db/schema.ts';

interface ChatKey {
  id: string;
  chatId: string;
}

/**
 * Moves everything keyed to one chat (`from`) onto another (`to`), in the caller's transaction,
 * losing nothing (issue 48: ninth-digit twins, a patient's old and new number): messages, tags,
 * tasks, appointments, the waiting list and its offers, satisfaction surveys, notes and their
 * mentions, the routine run (the surviving chat's own is kept; else the other's), column moves,
 * names, the privacy log's readings and the reports' rows. `from`'s chat row itself is left to the
 * caller (merged into `to` and deleted, or renamed).
 *
 * One statement per table, each bounded by the clinic and the chat: the rows of one patient.
 */
export async function moveChatRows(
  tx: Tx,
  clinicId: string,
  from: ChatKey,
  to: ChatKey,
): Promise<void> {
  const keyed = { chatRowId: to.id, chatId: to.chatId };
  await tx
    .update(messages)
    .set({ chatId: to.chatId })
    .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, from.chatId)));
  // Rows that name the chat by its row and its key.
  await tx.update(tasks).set(keyed).where(eq(tasks.chatRowId, from.id));
  await tx.update(appointments).set(keyed).where(eq(appointments.chatRowId, from.id));
  // A reminder that went to this chat from a sibling's appointment (issue 48): its answer now
  // comes in the merged chat.
  await tx
    .update(appointmentReminders)
    .set({ siblingChatRowId: to.id })
    .where(eq(appointmentReminders.siblingChatRowId, from.id));
  // So do a waiting-list offer's and a survey's that went here from a sibling chat.
  await tx
    .update(slotOfferMessages)
    .set({ siblingChatRowId: to.id })
    .where(eq(slotOfferMessages.siblingChatRowId, from.id));
  await tx
    .update(satisfactionSurveys)
    .set({ siblingChatRowId: to.id })
    .where(eq(satisfactionSurveys.siblingChatRowId, from.id));
  await tx.update(waitingListEntries).set(keyed).where(eq(waitingListEntries.chatRowId, from.id));
  await tx.update(chatNotes).set(keyed).where(eq(chatNotes.chatRowId, from.id));
  // Rows that name it by its key alone.
  await tx
    .update(slotOfferMessages)
    .set({ chatId: to.chatId })
    .where(
      and(eq(slotOfferMessages.clinicId, clinicId), eq(slotOfferMessages.chatId, from.chatId)),
    );
  await tx
    .update(satisfactionSurveys)
    .set({ chatId: to.chatId })
    .where(
      and(eq(satisfactionSurveys.clinicId, clinicId), eq(satisfactionSurveys.chatId, from.chatId)),
    );
  await tx
    .update(chatNoteMentions)
    .set({ chatId: to.chatId })
    .where(and(eq(chatNoteMentions.clinicId, clinicId), eq(chatNoteMentions.chatId, from.chatId)));
  await tx.execute(
    sql`insert into ${chatTags} (clinic_id, chat_row_id, tag_id)
        select clinic_id, ${to.id}, tag_id from ${chatTags} where chat_row_id = ${from.id}
        on conflict do nothing`,
  );
  // One run per chat: the surviving chat's own, else the other's.
  await tx.execute(
    sql`update ${routineRuns} set chat_row_id = ${to.id} where chat_row_id = ${from.id} and not exists (select 1 from ${routineRuns} r where r.chat_row_id = ${to.id})`,
  );
  await tx
    .update(chatColumnMoves)
    .set({ chatRowId: to.id })
    .where(eq(chatColumnMoves.chatRowId, from.id));
  await tx
    .update(chatIdentifiers)
    .set({ chatRowId: to.id })
    .where(eq(chatIdentifiers.chatRowId, from.id));
  await tx
    .update(accessLog)
    .set({ chatId: to.chatId })
    .where(and(eq(accessLog.clinicId, clinicId), eq(accessLog.chatId, from.chatId)));
  // The reports' rows: counts add up, the first message is the earlier, the rest move.
  await tx.execute(
    sql`insert into ${reportMemberSends} (clinic_id, quarter, member_id, chat_id, sent)
        select clinic_id, quarter, member_id, ${to.chatId}, sent from ${reportMemberSends}
        where clinic_id = ${clinicId} and chat_id = ${from.chatId}
        on conflict (clinic_id, quarter, member_id, chat_id)
        do update set sent = ${reportMemberSends}.sent + excluded.sent`,
  );
  await tx
    .delete(reportMemberSends)
    .where(
      and(eq(reportMemberSends.clinicId, clinicId), eq(reportMemberSends.chatId, from.chatId)),
    );
  await tx.execute(
    sql`insert into ${reportChatFirsts} (clinic_id, chat_id, first_in_at)
        select clinic_id, ${to.chatId}, first_in_at from ${reportChatFirsts}
        where clinic_id = ${clinicId} and chat_id = ${from.chatId}
        on conflict (clinic_id, chat_id)
        do update set first_in_at = least(${reportChatFirsts}.first_in_at, excluded.first_in_at)`,
  );
  await tx
    .delete(reportChatFirsts)
    .where(and(eq(reportChatFirsts.clinicId, clinicId), eq(reportChatFirsts.chatId, from.chatId)));
  await tx.execute(
    sql`insert into ${answerRuns} (clinic_id, chat_id, started_at, answered_at, member_id, wait_seconds, local_slot)
        select clinic_id, ${to.chatId}, started_at, answered_at, member_id, wait_seconds, local_slot
        from ${answerRuns} where clinic_id = ${clinicId} and chat_id = ${from.chatId}
        on conflict do nothing`,
  );
  await tx
    .delete(answerRuns)
    .where(and(eq(answerRuns.clinicId, clinicId), eq(answerRuns.chatId, from.chatId)));
  await tx
    .update(reportAutomaticSends)
    .set({ chatId: to.chatId })
    .where(
      and(
        eq(reportAutomaticSends.clinicId, clinicId),
        eq(reportAutomaticSends.chatId, from.chatId),
      ),
    );
}

/**
 * Two chats of one patient become one: `from`'s rows move to `into` (moveChatRows), the chat
 * keeps the sum of both unread counts, the newer last message, the names, assignee and username
 * either had; an opt-out of either holds (the safer), and a consent recorded on either holds
 * unless an opt-out came after it. The address for sends is the one the patient wrote from last.
 * `from`'s key is kept among the chat's names, and its row is deleted.
 */
export async function mergeChatInto(
  tx: Tx,
  clinicId: string,
  from: ChatKey,
  into: ChatKey,
): Promise<void> {
  await moveChatRows(tx, clinicId, from, into);
  await tx.execute(sql`
    update ${chats} c set
      unread = c.unread + f.unread,
      name = coalesce(c.name, f.name),
      username = coalesce(c.username, f.username),
      bsuid = coalesce(c.bsuid, f.bsuid),
      assigned_to = coalesce(c.assigned_to, f.assigned_to),
      profile_thumbnail = coalesce(c.profile_thumbnail, f.profile_thumbnail),
      phone = case when f.last_message_time > c.last_message_time or c.last_message_time is null
        then f.phone else c.phone end,
      last_message_time = greatest(c.last_message_time, f.last_message_time),
      last_message_content = case when f.last_message_time > c.last_message_time or c.last_message_time is null
        then f.last_message_content else c.last_message_content end,
      last_message_from_me = case when f.last_message_time > c.last_message_time or c.last_message_time is null
        then f.last_message_from_me else c.last_message_from_me end,
      routine_opted_out_at = least(c.routine_opted_out_at, f.routine_opted_out_at),
      automatic_consent_at = case
        when coalesce(c.automatic_consent_at, f.automatic_consent_at)
          <= coalesce(least(c.routine_opted_out_at, f.routine_opted_out_at), 'infinity'::timestamptz)
        then coalesce(c.automatic_consent_at, f.automatic_consent_at) end,
      automatic_consent_by = case
        when coalesce(c.automatic_consent_at, f.automatic_consent_at)
          <= coalesce(least(c.routine_opted_out_at, f.routine_opted_out_at), 'infinity'::timestamptz)
        then case when c.automatic_consent_at is not null then c.automatic_consent_by else f.automatic_consent_by end end,
      updated_at = now()
    from ${chats} f
    where c.id = ${into.id} and f.id = ${from.id}`);
  await tx
    .insert(chatIdentifiers)
    .values({
      clinicId,
      value: from.chatId,
      kind: /^\d+$/.test(from.chatId) ? 'phone' : 'bsuid',
      chatRowId: into.id,
    })
    .onConflictDoUpdate({
      target: [chatIdentifiers.clinicId, chatIdentifiers.value],
      set: { chatRowId: into.id },
    });
  await tx.delete(chats).where(eq(chats.id, from.id));
}

/** A chat renamed to another key (a Brazilian mobile gaining its ninth digit): rows follow. */
export async function rekeyChat(
  tx: Tx,
  clinicId: string,
  from: ChatKey,
  toChatId: string,
): Promise<void> {
  await tx.update(chats).set({ chatId: toChatId }).where(eq(chats.id, from.id));
  await moveChatRows(tx, clinicId, from, { id: from.id, chatId: toChatId });
  await tx
    .insert(chatIdentifiers)
    .values({ clinicId, value: from.chatId, kind: 'phone', chatRowId: from.id })
    .onConflictDoNothing();
}
