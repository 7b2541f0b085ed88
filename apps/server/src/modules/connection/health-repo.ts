import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { clinics } from '../../db/schema.ts';
import { CHAT_KEY_SUFFIX_PATTERN } from '../instances/index.ts';

export interface DayCounts {
  day: string;
  sent: number;
  received: number;
  automatic: number;
}

export interface GapPatientRow {
  chatId: string;
  name: string;
  count: number;
  lastAt: Date;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * The chat keys of one of the clinic's numbers (issue 48): the main number's carry no suffix, the
 * others' end in theirs (chat-keys.ts), so a number's messages and chats are told apart by key
 * alone, those of a removed number included. A clinic with one number: all of them, as before.
 */
function keyOfNumber(column: 'chat_id' | 'c.chat_id', suffix: string | null) {
  const key = sql.raw(column);
  return suffix === null
    ? sql`${key} !~ ${CHAT_KEY_SUFFIX_PATTERN}`
    : sql`right(${key}, ${suffix.length}) = ${suffix}`;
}

/** The figures of the 'Saúde do número' panel and of the gap an outage left. */
export const healthRepo = {
  /** A number's messages a day from `since` on, counted in the member's time zone. */
  async dailyCounts(
    tx: Tx,
    number: { clinicId: string; suffix: string | null },
    since: Date,
    timeZone: string,
  ): Promise<DayCounts[]> {
    const result = (await tx.execute(sql`
      select to_char(timestamp at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        (count(*) filter (where from_me))::int as sent,
        (count(*) filter (where not from_me))::int as received,
        (count(*) filter (where from_me and sent_by = 'automation'))::int as automatic
      from messages
      where clinic_id = ${number.clinicId} and ${keyOfNumber('chat_id', number.suffix)}
        and timestamp >= ${since.toISOString()}::timestamptz
      group by 1 order by 1`)) as unknown as { rows: DayCounts[] };
    return result.rows;
  },

  /**
   * The patients who wrote between `start` and `end`: their messages stamped inside the gap
   * (the provider delivers them late, by webhook, after the reconnection) and the chats whose
   * last message, as the resync of the chat list brought it, is the patient's and inside the
   * gap. Groups and channels are not patients. Only the chats of the number that was down.
   */
  async gapPatients(
    tx: Tx,
    number: { clinicId: string; suffix: string | null },
    start: Date,
    end: Date,
  ): Promise<GapPatientRow[]> {
    const { clinicId, suffix } = number;
    const from = start.toISOString();
    const to = end.toISOString();
    const result = (await tx.execute(sql`
      with written as (
        select chat_id, count(*)::int as n, max(timestamp) as last_at
        from messages
        where clinic_id = ${clinicId} and not from_me and ${keyOfNumber('chat_id', suffix)}
          and timestamp >= ${from}::timestamptz and timestamp <= ${to}::timestamptz
        group by chat_id
      )
      select c.chat_id as "chatId", coalesce(nullif(c.name, ''), '@' || c.username, c.phone) as name,
        coalesce(w.n, 1) as count,
        greatest(w.last_at, case when c.last_message_from_me is false
          and c.last_message_time between ${from}::timestamptz and ${to}::timestamptz
          then c.last_message_time end) as "lastAt"
      from chats c left join written w on w.chat_id = c.chat_id
      where c.clinic_id = ${clinicId} and not c.is_group and not c.is_newsletter
        and ${keyOfNumber('c.chat_id', suffix)}
        and (w.chat_id is not null or (c.last_message_from_me is false
          and c.last_message_time between ${from}::timestamptz and ${to}::timestamptz))
      order by 4 desc
      limit 200`)) as unknown as {
      rows: Array<Omit<GapPatientRow, 'lastAt'> & { lastAt: string | Date }>;
    };
    return result.rows.map((r) => ({ ...r, lastAt: asDate(r.lastAt) }));
  },

  async alertMinutes(tx: Tx, clinicId: string): Promise<number> {
    const rows = await tx
      .select({ minutes: clinics.outageAlertMinutes })
      .from(clinics)
      .where(eq(clinics.id, clinicId));
    return rows[0]?.minutes ?? 5;
  },

  async setAlertMinutes(tx: Tx, clinicId: string, minutes: number): Promise<void> {
    await tx.update(clinics).set({ outageAlertMinutes: minutes }).where(eq(clinics.id, clinicId));
  },

  /** The Responsáveis of a clinic, to e-mail, with their time zone and the clinic's name. */
  async responsaveis(
    tx: Tx,
    clinicId: string,
  ): Promise<Array<{ email: string; timeZone: string; clinicName: string }>> {
    const result = (await tx.execute(sql`
      select u.email, u.time_zone as "timeZone", c.name as "clinicName"
      from clinic_members m join users u on u.id = m.user_id join clinics c on c.id = m.clinic_id
      where m.clinic_id = ${clinicId} and m.role = 'RESPONSAVEL'`)) as unknown as {
      rows: Array<{ email: string; timeZone: string; clinicName: string }>;
    };
    return result.rows;
  },
};
