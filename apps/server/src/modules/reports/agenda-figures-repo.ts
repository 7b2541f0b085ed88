import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { inScopeChatIds, inScopeChatRows, type ReportScope } from './chat-scope.ts';
import { withLargeSort } from './large-sort.ts';

/** One group of past appointments by what was marked after the visit. */
export interface AttendanceRow {
  key: string;
  attended: number;
  missed: number;
  clinicCancelled: number;
  unmarked: number;
}

type Rows<T> = { rows: T[] };
const n = (v: unknown) => Number(v ?? 0);

/**
 * `appointments a`'s chat is in the scope: assigned to the member, when the scope is one
 * member's; on the number, when the number filter is set.
 */
function appointmentScope(scope: ReportScope): SQL {
  return inScopeChatRows(scope, sql`a.chat_row_id`);
}

/**
 * The agenda's figures in 'Relatórios' (docs/product.md defines each). Every query starts from
 * one clinic's appointments (`appointments_clinic_starts_idx`, clinic_id first), so another
 * clinic's never count.
 */
export const agendaFiguresRepo = {
  /**
   * Reminders sent in [from, to) (messages), and the appointments they reminded by their state
   * now: confirmed, asked to reschedule, cancelled, or still waiting for an answer.
   */
  async reminders(tx: Tx, scope: ReportScope, from: Date, to: Date) {
    const result = (await tx.execute(sql`
      with sent as (
        select r.appointment_id from appointment_reminders r
        join appointments a on a.id = r.appointment_id
        where r.clinic_id = ${scope.clinicId} and r.status = 'sent'
          and r.sent_at >= ${from.toISOString()}::timestamptz
          and r.sent_at < ${to.toISOString()}::timestamptz ${appointmentScope(scope)}
      )
      select (select count(*) from sent)::int as sent,
        count(*) filter (where a.state = 'confirmed')::int as confirmed,
        count(*) filter (where a.state = 'reschedule')::int as reschedule,
        count(*) filter (where a.state = 'waiting')::int as no_answer,
        count(*) filter (where a.state = 'cancelled')::int as cancelled
      from appointments a where a.id in (select appointment_id from sent)
    `)) as unknown as Rows<Record<string, number>>;
    const row = result.rows[0] ?? {};
    return {
      sent: n(row.sent),
      confirmed: n(row.confirmed),
      reschedule: n(row.reschedule),
      noAnswer: n(row.no_answer),
      cancelled: n(row.cancelled),
    };
  },

  /**
   * Appointments that started in [from, until) grouped by `by` (the professional, the local
   * weekday or hour), with what was marked; a cancelled one nobody marked is left out.
   */
  async attendance(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    until: Date,
    timeZone: string,
    by: 'all' | 'professional' | 'weekday' | 'hour',
  ): Promise<AttendanceRow[]> {
    const key = {
      all: sql`'all'`,
      professional: sql`a.professional`,
      weekday: sql`extract(dow from a.starts_at at time zone ${timeZone})::int::text`,
      hour: sql`extract(hour from a.starts_at at time zone ${timeZone})::int::text`,
    }[by];
    const result = (await tx.execute(sql`
      select ${key} as key,
        count(*) filter (where a.attendance = 'attended')::int as attended,
        count(*) filter (where a.attendance = 'missed')::int as missed,
        count(*) filter (where a.attendance = 'clinicCancelled')::int as clinic_cancelled,
        count(*) filter (where a.attendance is null)::int as unmarked
      from appointments a
      where a.clinic_id = ${scope.clinicId}
        and a.starts_at >= ${from.toISOString()}::timestamptz
        and a.starts_at < ${until.toISOString()}::timestamptz
        and (a.attendance is not null or a.state <> 'cancelled') ${appointmentScope(scope)}
      group by 1 order by 1
    `)) as unknown as Rows<Record<string, string | number>>;
    return result.rows.map((r) => ({
      key: String(r.key),
      attended: n(r.attended),
      missed: n(r.missed),
      clinicCancelled: n(r.clinic_cancelled),
      unmarked: n(r.unmarked),
    }));
  },

  /** Freed slots offered to the waiting list in [from, to), and how many a patient took. */
  async waitingList(tx: Tx, scope: ReportScope, from: Date, to: Date) {
    const result = (await tx.execute(sql`
      select count(*)::int as offered, count(*) filter (where o.status = 'taken')::int as filled
      from slot_offers o join appointments a on a.id = o.appointment_id
      where o.clinic_id = ${scope.clinicId}
        and o.created_at >= ${from.toISOString()}::timestamptz
        and o.created_at < ${to.toISOString()}::timestamptz ${appointmentScope(scope)}
    `)) as unknown as Rows<Record<string, number>>;
    const row = result.rows[0] ?? {};
    return { offered: n(row.offered), filled: n(row.filled) };
  },

  /**
   * Each member of the clinic (or the one asking, for an Atendente): chats assigned now, and the
   * patients' chats written in and messages sent from the panel in [from, to) (groups left out,
   * as in every figure), from the quarter hours' panel sends (report_member_sends, kept by
   * report-catch-up.ts; a quarter hour lies in one local day of any zone). With the number
   * filter, only that number's chats count (every member is still listed).
   */
  async team(tx: Tx, scope: ReportScope, from: Date, to: Date) {
    const mine = scope.memberId ? sql`and cm.user_id = ${scope.memberId}` : sql``;
    // The member's line is theirs whatever the chat: only the number narrows which chats count.
    const onNumber = { clinicId: scope.clinicId, memberId: null, numberId: scope.numberId };
    const assignedOnNumber = scope.numberId ? sql`and ch.instance_id = ${scope.numberId}` : sql``;
    const result = (await withLargeSort(
      tx,
      sql`
      select u.id as member_id, u.name,
        (select count(*) from chats ch
          where ch.clinic_id = ${scope.clinicId} and ch.assigned_to = u.id ${assignedOnNumber})::int
          as assigned_now,
        coalesce(s.chats, 0)::int as chats_answered, coalesce(s.sent, 0)::int as messages_sent
      from clinic_members cm join users u on u.id = cm.user_id
      left join (
        -- Each member's chats first (a hash of at most the clinic's chats), then counted: a
        -- count(distinct) would sort the period's every row.
        select c.member, count(*) as chats, sum(c.sent) as sent
        from (
          select r.member_id as member, r.chat_id, sum(r.sent) as sent
          from report_member_sends r
          where r.clinic_id = ${scope.clinicId}
            and r.quarter >= ${from.toISOString()}::timestamptz
            and r.quarter < ${to.toISOString()}::timestamptz
            ${inScopeChatIds(onNumber, sql`r.chat_id`)}
          group by 1, 2
        ) c
        group by 1
      ) s on s.member = u.id
      where cm.clinic_id = ${scope.clinicId} ${mine}
      order by messages_sent desc, u.name
    `,
    )) as unknown as Rows<Record<string, string | number>>;
    return result.rows.map((r) => ({
      memberId: String(r.member_id),
      name: String(r.name),
      assignedNow: n(r.assigned_now),
      chatsAnswered: n(r.chats_answered),
      messagesSent: n(r.messages_sent),
    }));
  },
};
