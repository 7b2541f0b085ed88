import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  chatConditions,
  inScopeChatIds,
  inScopeChatRows,
  isNarrowed,
  type ReportScope,
} from './chat-scope.ts';
import { withLargeSort } from './large-sort.ts';
import type { ScoreSums } from './score-stats.ts';

/** One line of the answering figures: all runs, one member's, or one weekday and hour's. */
export interface AnswerFigureRow {
  kind: 'all' | 'member' | 'cell';
  memberId: string | null;
  weekday: number | null;
  hour: number | null;
  answered: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** How many within 5, 15 and 60 minutes (inclusive). */
  within: readonly [number, number, number];
}

export interface WaitingChat {
  chatId: string;
  name: string;
  since: Date;
}

const at = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

/**
 * The SQL aggregates behind 'Relatórios' (docs/product.md says how each figure is defined).
 * Every query starts from one clinic's rows (clinic_id first in each index it uses), so another
 * clinic's data never counts.
 */
export const reportsRepo = {
  /**
   * The answered runs that started in [from, to) (answer_runs, kept by report-catch-up.ts; a
   * run's answer may come after `to`), summed three ways: all of them, by who answered, and by
   * the local weekday (0 Sunday) and hour of their start in `timeZone`. Median and p90
   * are nearest rank (percentile_disc: the smallest wait with at least that share at or below).
   * Plan: `answer_runs_clinic_started_idx` (clinic_id, started_at) (a sequential scan of the
   * clinic's runs for a year), one sort per grouping; the heatmap's grouping (the local weekday
   * and hour of a year of runs) costs as much as the other two together, so it is a second
   * query, run at once on another connection.
   */
  async answerFigures(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
    timeZone: string,
  ): Promise<AnswerFigureRow[]> {
    const c = scope.clinicId;
    const mine = inScopeChatIds(scope, sql`r.chat_id`);
    // The heatmap's local weekday and hour are stored with each run in the clinic's zone; read
    // in another zone (a clinic without hours, seen in the viewer's), they are computed here.
    const stored = (await tx.execute(sql`
      select slot_zone from report_positions where clinic_id = ${c}`)) as unknown as {
      rows: Array<{ slot_zone: string | null }>;
    };
    const slotted = stored.rows[0]?.slot_zone === timeZone;
    const query = (heading: SQL, grouping: SQL) => sql`
      select ${heading}, count(*)::int as answered,
        percentile_disc(array[0.5, 0.9]::float8[]) within group (order by r.wait) as quantiles,
        count(*) filter (where r.wait <= 300)::int as within5,
        count(*) filter (where r.wait <= 900)::int as within15,
        count(*) filter (where r.wait <= 3600)::int as within60
      from (
        select r.member_id, r.wait_seconds as wait,
          ${
            slotted
              ? sql`r.local_slot as slot`
              : sql`(extract(dow from r.started_at at time zone ${timeZone}) * 24
                  + extract(hour from r.started_at at time zone ${timeZone}))::smallint as slot`
          }
        from answer_runs r
        where r.clinic_id = ${c} and r.started_at >= ${from.toISOString()}::timestamptz
          and r.started_at < ${to.toISOString()}::timestamptz ${mine}
      ) r
      group by ${grouping}
    `;
    const [totals, cells] = (await Promise.all([
      withLargeSort(
        tx,
        query(
          sql`case when grouping(r.member_id) = 0 then 'member' else 'all' end as kind,
            r.member_id, null::int as weekday, null::int as hour`,
          sql`grouping sets ((), (r.member_id))`,
        ),
      ),
      withLargeSort(
        tx,
        query(
          sql`'cell' as kind, null::uuid as member_id, r.slot / 24 as weekday,
            r.slot % 24 as hour`,
          sql`r.slot`,
        ),
      ),
    ])) as unknown as Array<{
      rows: Array<{
        kind: 'all' | 'member' | 'cell';
        member_id: string | null;
        weekday: number | null;
        hour: number | null;
        answered: number;
        quantiles: Array<number | string> | string | null;
        within5: number;
        within15: number;
        within60: number;
      }>;
    }>;
    return [...totals!.rows, ...cells!.rows].map((r) => {
      const q = Array.isArray(r.quantiles)
        ? r.quantiles.map(Number)
        : r.quantiles
          ? r.quantiles.replace(/[{}]/g, '').split(',').map(Number)
          : [];
      return {
        kind: r.kind,
        memberId: r.member_id,
        weekday: r.weekday === null ? null : Number(r.weekday),
        hour: r.hour === null ? null : Number(r.hour),
        answered: Number(r.answered),
        medianSeconds: q[0] ?? null,
        p90Seconds: q[1] ?? null,
        within: [Number(r.within5), Number(r.within15), Number(r.within60)] as const,
      };
    });
  },

  /**
   * Chats waiting for the clinic now: the last message is the patient's and came at most
   * `since` ago; `since` of each is the start of the unanswered run (after the clinic's last
   * message). Plan: `chats_clinic_last_idx` (clinic_id, last_message_time) for the chats, two
   * `messages_clinic_chat_time_idx` probes each for the run's start (540 ms for 2,500 waiting
   * chats in the data set above).
   */
  async waiting(tx: Tx, scope: ReportScope, recentSince: Date): Promise<WaitingChat[]> {
    const c = scope.clinicId;
    const mine = chatConditions(scope);
    const result = (await tx.execute(sql`
      select ch.chat_id, coalesce(ch.name, '@' || ch.username, ch.phone) as name,
        (select min(m."timestamp") from messages m
          where m.clinic_id = ${c} and m.chat_id = ch.chat_id and not m.from_me
            and m."timestamp" > coalesce((select max(o."timestamp") from messages o
              where o.clinic_id = ${c} and o.chat_id = ch.chat_id and o.from_me), '-infinity')
        ) as since
      from chats ch
      where ch.clinic_id = ${c} and ch.last_message_time >= ${recentSince.toISOString()}::timestamptz
        and ch.last_message_from_me = false and not ch.is_group and not ch.is_newsletter ${mine}
    `)) as unknown as {
      rows: Array<{ chat_id: string; name: string; since: string | Date | null }>;
    };
    return result.rows
      .filter((r) => r.since !== null)
      .map((r) => ({ chatId: r.chat_id, name: r.name, since: at(r.since!) }))
      .sort((a, b) => a.since.getTime() - b.since.getTime());
  },

  /**
   * Messages received and sent per local day of `timeZone` in [from, to). The clinic's from the
   * quarter hours' counts (report_message_quarters, at most 96 rows a day; a quarter hour lies
   * in one local day of any zone); an Atendente's or one number's from the messages of those
   * chats (assignment is now, not when the message came), `messages_clinic_chat_time_idx` per
   * chat.
   */
  async messagesPerDay(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
    timeZone: string,
  ): Promise<Array<{ day: string; in: number; out: number }>> {
    const period = (column: SQL) =>
      sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
    const result = (await tx.execute(
      isNarrowed(scope)
        ? sql`
      select to_char(m."timestamp" at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        count(*) filter (where not m.from_me)::int as received,
        count(*) filter (where m.from_me)::int as sent
      from chats ch
      join messages m on m.clinic_id = ch.clinic_id and m.chat_id = ch.chat_id
        and ${period(sql`m."timestamp"`)}
      where ch.clinic_id = ${scope.clinicId} ${chatConditions(scope)}
        and m.chat_id not like '%-group' and m.chat_id not like '%@newsletter'
      group by 1`
        : sql`
      select to_char(q.quarter at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        sum(q.received)::int as received, sum(q.sent)::int as sent
      from report_message_quarters q
      where q.clinic_id = ${scope.clinicId} and ${period(sql`q.quarter`)}
      group by 1`,
    )) as unknown as { rows: Array<{ day: string; received: number; sent: number }> };
    return result.rows.map((r) => ({ day: r.day, in: Number(r.received), out: Number(r.sent) }));
  },

  /**
   * Chats that entered each column in [from, to) (created there or moved there, each chat once
   * per column) and the moves between columns. Plan: `chat_column_moves_clinic_time_idx`
   * (clinic_id, moved_at) (1 ms).
   */
  async columnMoves(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
  ): Promise<{
    entered: Array<{ column: string; count: number }>;
    moves: Array<{ from: string; to: string; count: number }>;
  }> {
    const mine = inScopeChatRows(scope, sql`cm.chat_row_id`);
    const period = sql`cm.clinic_id = ${scope.clinicId}
      and cm.moved_at >= ${from.toISOString()}::timestamptz
      and cm.moved_at < ${to.toISOString()}::timestamptz ${mine}`;
    const entered = (await tx.execute(sql`
      select cm.to_column as column, count(distinct cm.chat_row_id)::int as count
      from chat_column_moves cm where ${period} group by 1
    `)) as unknown as { rows: Array<{ column: string; count: number }> };
    const moves = (await tx.execute(sql`
      select cm.from_column as from, cm.to_column as to, count(*)::int as count
      from chat_column_moves cm where ${period} and cm.from_column is not null
      group by 1, 2 order by 3 desc, 1, 2
    `)) as unknown as { rows: Array<{ from: string; to: string; count: number }> };
    return {
      entered: entered.rows.map((r) => ({ column: r.column, count: Number(r.count) })),
      moves: moves.rows.map((r) => ({ from: r.from, to: r.to, count: Number(r.count) })),
    };
  },

  /**
   * Leads of [from, to): one-to-one chats whose first patient message ever came in the period
   * (report_chat_firsts, kept by report-catch-up.ts); booked: those with an appointment created
   * within 30 days after that message. Plan: `report_chat_firsts_clinic_first_idx`
   * (clinic_id, first_in_at), a hash join to the clinic's appointments.
   */
  async leadsBooked(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
  ): Promise<{ leads: number; booked: number }> {
    const c = scope.clinicId;
    const mine = inScopeChatIds(scope, sql`l.chat_id`);
    // One hash join of the period's leads to the clinic's appointments, then one line per lead
    // (a year: 100 ms against 335 ms for a probe of each lead's appointments).
    const result = (await tx.execute(sql`
      select count(*)::int as leads, count(*) filter (where x.booked)::int as booked
      from (
        select l.chat_id, bool_or(a.chat_id is not null) as booked
        from report_chat_firsts l
        left join appointments a on a.clinic_id = ${c} and a.chat_id = l.chat_id
          and a.created_at >= l.first_in_at
          and a.created_at < l.first_in_at + interval '30 days'
        where l.clinic_id = ${c} and l.first_in_at >= ${from.toISOString()}::timestamptz
          and l.first_in_at < ${to.toISOString()}::timestamptz ${mine}
        group by l.chat_id
      ) x
    `)) as unknown as { rows: Array<{ leads: number; booked: number }> };
    const row = result.rows[0];
    return { leads: Number(row?.leads ?? 0), booked: Number(row?.booked ?? 0) };
  },

  /**
   * Satisfaction answers received in [from, to), summed per professional (as typed on the
   * appointment; 'Dra. Ana' and 'dra. ana' are one line, shown as the latest answer spells it,
   * whatever the database's collation). Reads the clinic's surveys through `satisfaction_surveys_chat_idx` (clinic_id first);
   * with the number filter, only those of that number's chats.
   */
  async scoresByProfessional(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
  ): Promise<Array<ScoreSums & { professional: string }>> {
    const clinicId = scope.clinicId;
    const result = (await tx.execute(sql`
      select (array_agg(s.professional order by s.answered_at desc, s.id))[1] as professional,
        count(*)::int as answers, sum(s.score)::int as total,
        count(*) filter (where s.score >= 9)::int as promoters,
        count(*) filter (where s.score <= 6)::int as detractors
      from satisfaction_surveys s
      where s.clinic_id = ${clinicId} and s.score is not null
        and s.answered_at >= ${from.toISOString()}::timestamptz
        and s.answered_at < ${to.toISOString()}::timestamptz ${inScopeChatIds(scope, sql`s.chat_id`)}
      group by lower(trim(s.professional))
    `)) as unknown as {
      rows: Array<{
        professional: string;
        answers: number;
        total: number;
        promoters: number;
        detractors: number;
      }>;
    };
    return result.rows.map((r) => ({
      professional: r.professional,
      answers: Number(r.answers),
      total: Number(r.total),
      promoters: Number(r.promoters),
      detractors: Number(r.detractors),
    }));
  },

  /** Names of the clinic's people, for the by-member lines (a removed member keeps their name). */
  async memberNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const result = (await tx.execute(sql`
      select u.id, u.name from users u where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    `)) as unknown as { rows: Array<{ id: string; name: string }> };
    return new Map(result.rows.map((r) => [r.id, r.name]));
  },
};
