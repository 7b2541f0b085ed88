import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { CHAT_KEY_SUFFIX_PATTERN } from '../instances/index.ts';

/**
 * Which chat a reminder goes to (issue 48, docs/decisions.md "Mais de um número por clínica"): a
 * patient who wrote to two of the clinic's numbers has a chat on each ("sibling" chats: the same
 * provider id, each number's suffix), and the reminder goes from the number they last wrote to.
 * Its appointment stays on its own chat (that card shows it); only the send and the answer cross.
 * Raw SQL over chats and messages, so that the choice is made inside the claim's own statement
 * (a clinic of one number pays no extra statement per reminder).
 */

/**
 * For the claim's `set sibling_chat_row_id = (...)`, correlated with the claimed
 * `appointment_reminders` row (its clinic bounds the numbers and chats read, whatever order the
 * planner joins them in): among the chats of the same patient on the clinic's other active
 * numbers, the one whose latest message from the patient is the newest, when it is newer than the
 * latest on the appointment's chat; null otherwise (the appointment's chat). In a clinic of one
 * number the only candidate key is the appointment's own chat, so no message is read.
 */
export const lastWrittenSibling: SQL = sql`(
  select s.id
  from appointments a
  join web_instances w on w.clinic_id = appointment_reminders.clinic_id and w.status = 'ACTIVE'
  join chats s on s.clinic_id = appointment_reminders.clinic_id
    and s.chat_id = regexp_replace(a.chat_id, ${CHAT_KEY_SUFFIX_PATTERN}, '') || coalesce(w.chat_key_suffix, '')
    -- A chat without a number is the main number's (as access.forChat sends it).
    and (s.instance_id = w.id or (s.instance_id is null and w.chat_key_suffix is null))
  cross join lateral (
    select m.timestamp from messages m
    where m.clinic_id = s.clinic_id and m.chat_id = s.chat_id and m.from_me = false
    order by m.timestamp desc limit 1
  ) heard
  where a.id = appointment_reminders.appointment_id and s.chat_id <> a.chat_id
    and heard.timestamp > coalesce((
      select m.timestamp from messages m
      where m.clinic_id = a.clinic_id and m.chat_id = a.chat_id and m.from_me = false
      order by m.timestamp desc limit 1
    ), '-infinity'::timestamptz)
  order by heard.timestamp desc
  limit 1
)`;

/** The key of the chat a reminder goes to: its sibling chat's, else its appointment's. */
export const reminderChatKey = (siblingChatRowId: AnyPgColumn, appointmentChatId: AnyPgColumn) =>
  sql<string>`coalesce((select s.chat_id from chats s where s.id = ${siblingChatRowId}), ${appointmentChatId})`;

/**
 * The appointments a reminder sent to this chat (clinic, key) went out for: those of the chat
 * whose reminder went from it, and those of a sibling chat whose reminder came here. A
 * `select` of ids for an `in (...)`, each half read through its own index.
 */
export const remindedOnChat = (
  clinicId: string | Placeholder,
  chatId: string | Placeholder,
): SQL => sql`(
  select r.appointment_id from appointment_reminders r
  join appointments o on o.id = r.appointment_id
  where o.clinic_id = ${clinicId} and o.chat_id = ${chatId}
    and r.status = 'sent' and r.sibling_chat_row_id is null
  union all
  select r.appointment_id from chats s
  join appointment_reminders r on r.sibling_chat_row_id = s.id
  where s.clinic_id = ${clinicId} and s.chat_id = ${chatId} and r.status = 'sent'
)`;
