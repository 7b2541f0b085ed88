import { type Placeholder, type SQL, sql } from 'drizzle-orm';

import { lastWrittenSibling } from '../conversations/index.ts';

/**
 * Which chat a reminder goes to (issue 48, docs/decisions.md "Mais de um número por clínica"):
 * the patient's chat on the number they last wrote to, when that number can send it now (a
 * Cloud API number with its window closed only with the clinic's reminder template and the
 * patient's consent there), else the appointment's own chat (`conversations/last-written-sibling.ts`).
 * Its appointment stays on its own chat (that card shows it); only the send and the answer cross.
 */

/**
 * For the claim's `set sibling_chat_row_id = (...)`, correlated with the claimed
 * `appointment_reminders` row (its clinic bounds the numbers and chats read, whatever order the
 * planner joins them in). A reminder does not keep the opt-out (docs/decisions.md).
 */
export const reminderSibling = (now: Date): SQL =>
  lastWrittenSibling({
    clinicId: sql`appointment_reminders.clinic_id`,
    ownChatId: sql`(select a.chat_id from appointments a where a.id = appointment_reminders.appointment_id)`,
    now,
    template: 'reminders',
    keepsOptOut: false,
  });

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
