import { type AutomaticTemplates, PROVIDER_KINDS, type ProviderKindValue } from '@conecta/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { capabilitiesOf } from '../../providers/index.ts';
import { CHAT_KEY_SUFFIX_PATTERN } from '../instances/index.ts';
import { SERVICE_WINDOW_MS } from './conversation-window.ts';

/**
 * Which chat an automatic message about a patient goes to (issue 48, docs/decisions.md "Mais de
 * um número por clínica"): a patient who wrote to two of the clinic's numbers has a chat on each
 * ("sibling" chats: the same provider id, each number's suffix), and a reminder, a waiting-list
 * offer or a satisfaction question goes from the number they last wrote to, if that number can
 * send it now. What it is about stays on its own chat; only the send and the answer cross.
 * Raw SQL over chats and messages, so that the choice is made inside the claim's own statement
 * (a clinic of one number pays no extra statement per message).
 */

/** The providers whose chats have Meta's 24-hour window (the Cloud API). */
const WINDOWED: ProviderKindValue[] = PROVIDER_KINDS.filter(
  (k) => capabilitiesOf(k).conversationWindow,
);

export interface SiblingChoice {
  /** The claimed row's clinic, as the claim's statement names it (`appointment_reminders.clinic_id`). */
  clinicId: SQL;
  /** The key of the message's own chat (the appointment's, the waiting patient's), the same way. */
  ownChatId: SQL;
  now: Date;
  /**
   * The clinic's chosen template this kind goes as once a Cloud API chat's window closed
   * (`window-templates.ts`); null: it has none, and waits there for the patient to write.
   */
  template: keyof AutomaticTemplates | null;
  /**
   * The kind keeps the patient's opt-out: a stop word on its own chat keeps it there (where the
   * gate refuses it) instead of moving it to a sibling that never heard the stop.
   */
  keepsOptOut: boolean;
}

/**
 * For a claim's `set sibling_chat_row_id = (...)`, correlated with the claimed row: among the
 * chats of the same patient on the clinic's other active numbers, the one whose latest message
 * from the patient is the newest, when it is newer than the latest on the own chat and its number
 * can send now; null otherwise (the own chat). Sending now: a number without a window (Z-API)
 * always; on the Cloud API, a window still open (the patient wrote in the last 24 hours), or a
 * template this kind may go as: the clinic chose an approved utility one and recorded the
 * patient's consent on that chat, who has not said stop there. Without that, the message would
 * wait on the sibling while the own chat's number (a Z-API one, say) could send it. In a clinic
 * of one number the only candidate key is the own chat's, so no message is read.
 */
export function lastWrittenSibling(q: SiblingChoice): SQL {
  const windowFrom = new Date(q.now.getTime() - SERVICE_WINDOW_MS).toISOString();
  const windowed = sql.join(
    WINDOWED.map((k) => sql`${k}`),
    sql`, `,
  );
  // The chosen template as `window-templates.ts` would send it (its variables were checked when
  // it was chosen); its consent and the stop word are the sibling chat's own.
  const templateAllowed = q.template
    ? sql`(s.automatic_consent_at is not null and s.routine_opted_out_at is null
        and exists (
          select 1 from clinics c
          join whatsapp_templates t on t.clinic_id = c.id
            and t.id::text = c.automatic_templates ->> ${q.template}::text
          where c.id = own.clinic_id and t.status = 'APPROVED' and t.category = 'UTILITY'
        ))`
    : sql`false`;
  const ownOptedOut = q.keepsOptOut
    ? sql`and not exists (
        select 1 from chats o where o.clinic_id = own.clinic_id and o.chat_id = own.chat_id
          and o.routine_opted_out_at is not null
      )`
    : sql``;
  return sql`(
  select s.id
  from (select ${q.clinicId} as clinic_id, ${q.ownChatId} as chat_id) own
  join web_instances w on w.clinic_id = own.clinic_id and w.status = 'ACTIVE'
  join chats s on s.clinic_id = own.clinic_id
    and s.chat_id = regexp_replace(own.chat_id, ${CHAT_KEY_SUFFIX_PATTERN}, '') || coalesce(w.chat_key_suffix, '')
    -- A chat without a number is the main number's (as access.forChat sends it).
    and (s.instance_id = w.id or (s.instance_id is null and w.chat_key_suffix is null))
  cross join lateral (
    select m.timestamp from messages m
    where m.clinic_id = s.clinic_id and m.chat_id = s.chat_id and m.from_me = false
    order by m.timestamp desc limit 1
  ) heard
  where s.chat_id <> own.chat_id
    and heard.timestamp > coalesce((
      select m.timestamp from messages m
      where m.clinic_id = own.clinic_id and m.chat_id = own.chat_id and m.from_me = false
      order by m.timestamp desc limit 1
    ), '-infinity'::timestamptz)
    and (w.provider not in (${windowed}) or heard.timestamp > ${windowFrom}::timestamptz or ${templateAllowed})
    ${ownOptedOut}
  order by heard.timestamp desc
  limit 1
)`;
}

/** The key of the chat a message goes to: its sibling chat's, else its own. */
export const sendChatKey = (siblingChatRowId: AnyPgColumn, ownChatId: AnyPgColumn) =>
  sql<string>`coalesce((select s.chat_id from chats s where s.id = ${siblingChatRowId}), ${ownChatId})`;

/**
 * The rows of `table` (one with `clinic_id`, `chat_id` and `sibling_chat_row_id`) whose message
 * went to this chat (clinic, key): those of the chat sent from it, and those of a sibling chat
 * sent here. A `select` of ids for an `in (...)`, each half read through its own index.
 */
export const sentToChat = (
  table: 'slot_offer_messages' | 'satisfaction_surveys',
  clinicId: string | Placeholder,
  chatId: string | Placeholder,
): SQL => sql`(
  select r.id from ${sql.raw(table)} r
  where r.clinic_id = ${clinicId} and r.chat_id = ${chatId} and r.sibling_chat_row_id is null
  union all
  select r.id from chats s
  join ${sql.raw(table)} r on r.sibling_chat_row_id = s.id
  where s.clinic_id = ${clinicId} and s.chat_id = ${chatId}
)`;
