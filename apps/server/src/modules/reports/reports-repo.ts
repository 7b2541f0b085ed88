import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import type { ScoreSums } from './score-stats.ts';

/** Whose figures: the whole clinic, or (an Atendente) only the chats assigned to `memberId`. */
export interface ReportScope {
  clinicId: string;
  /** Set for an Atendente: only chats assigned to this member count. */
  memberId: string | null;
}

/** One run of patient messages and the first reply a person gave after it. */
export interface AnsweredRun {
  startedAt: Date;
  answeredAt: Date;
  memberId: string | null;
}

export interface WaitingChat {
  chatId: string;
  name: string;
  since: Date;
}

const at = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

/** `messages m`'s chat is assigned to the member, when the scope is one member's. */
function messageScope(scope: ReportScope): SQL {
  return scope.memberId
    ? sql`and m.chat_id in (select c.chat_id from chats c where c.clinic_id = ${scope.clinicId} and c.assigned_to = ${scope.memberId})`
    : sql``;
}

/**
 * The SQL aggregates behind 'Relatórios' (docs/product.md says how each figure is defined).
 * Every query starts from one clinic's rows (clinic_id first in each index it uses), so another
 * clinic's data never counts.
 */
export const reportsRepo = {
  /**
   * Each run of patient messages that started in [from, to) and was answered (at any time up to
   * now) by a person: a run is a patient message whose previous message in the chat (automatic
   * ones left out) was the clinic's or none; its answer the first later message the clinic sent
   * that was not automatic (the panel, `sent_by_member`, or the phone).
   *
   * Plan (EXPLAIN ANALYZE on PostgreSQL 15, 200,000 messages a clinic over a year, 30 days):
   * a bitmap range scan of `messages_clinic_time_idx` (clinic_id, timestamp) from `from` on, one
   * sort for the windows, a merge join of the runs to their answers; the previous message of a
   * chat's first one in the window is one backward probe of `messages_clinic_chat_time_idx`
   * (clinic_id, chat_id, timestamp) per chat. About 350 ms there; a first version that looked
   * the answer up per run in the CTE took 1.9 s.
   */
  async answeredRuns(tx: Tx, scope: ReportScope, from: Date, to: Date): Promise<AnsweredRun[]> {
    const c = scope.clinicId;
    const result = (await tx.execute(sql`
      with w as (
        select m.id, m.chat_id, m.from_me, m.sent_by_member, m."timestamp" as at,
          lag(m.from_me) over (partition by m.chat_id order by m."timestamp", m.id) as prev_from_me,
          row_number() over (partition by m.chat_id order by m."timestamp", m.id) as n,
          -- The clinic's messages so far in the chat: a patient message's answer is the clinic
          -- message whose count is one more (a hash join, not a search per run).
          count(*) filter (where m.from_me) over (
            partition by m.chat_id order by m."timestamp", m.id) as k
        from messages m
        where m.clinic_id = ${c} and m."timestamp" >= ${from.toISOString()}::timestamptz
          and (not m.from_me or m.sent_by is distinct from 'automation')
          and m.chat_id not like '%-group' and m.chat_id not like '%@newsletter'
          ${messageScope(scope)}
      ), starts as (
        select w.chat_id, w.at, w.k from w
        where not w.from_me and w.at < ${to.toISOString()}::timestamptz
          and case when w.n > 1 then w.prev_from_me else coalesce((
            select p.from_me from messages p
            where p.clinic_id = ${c} and p.chat_id = w.chat_id and p."timestamp" < w.at
              and (not p.from_me or p.sent_by is distinct from 'automation')
            order by p."timestamp" desc limit 1), true) end
      )
      select s.at as started_at, a.at as answered_at, a.sent_by_member as member_id
      from starts s
      join w a on a.chat_id = s.chat_id and a.from_me and a.k = s.k + 1
    `)) as unknown as {
      rows: Array<{
        started_at: string | Date;
        answered_at: string | Date;
        member_id: string | null;
      }>;
    };
    return result.rows.map((r) => ({
      startedAt: at(r.started_at),
      answeredAt: at(r.answered_at),
      memberId: r.member_id,
    }));
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
    const mine = scope.memberId ? sql`and ch.assigned_to = ${scope.memberId}` : sql``;
    const result = (await tx.execute(sql`
      select ch.chat_id, coalesce(ch.name, ch.phone) as name,
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
   * Messages received and sent per local day of `timeZone` in [from, to). Plan: a range scan of
   * `messages_clinic_time_idx` (clinic_id, timestamp) (35 ms for 16,000 messages).
   */
  async messagesPerDay(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
    timeZone: string,
  ): Promise<Array<{ day: string; in: number; out: number }>> {
    const result = (await tx.execute(sql`
      select to_char(m."timestamp" at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        count(*) filter (where not m.from_me)::int as received,
        count(*) filter (where m.from_me)::int as sent
      from messages m
      where m.clinic_id = ${scope.clinicId}
        and m."timestamp" >= ${from.toISOString()}::timestamptz
        and m."timestamp" < ${to.toISOString()}::timestamptz
        and m.chat_id not like '%-group' and m.chat_id not like '%@newsletter'
        ${messageScope(scope)}
      group by 1
    `)) as unknown as { rows: Array<{ day: string; received: number; sent: number }> };
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
    const mine = scope.memberId
      ? sql`and cm.chat_row_id in (select ch.id from chats ch where ch.clinic_id = ${scope.clinicId} and ch.assigned_to = ${scope.memberId})`
      : sql``;
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
   * Leads of [from, to): one-to-one chats whose first patient message ever came in the period;
   * booked: those with an appointment created within 30 days after that message. Plan: the
   * period's patient messages through `messages_clinic_time_idx`, one backward probe of
   * `messages_clinic_chat_time_idx` per chat (an earlier message makes it no lead), one probe of
   * `appointments_clinic_chat_idx` per lead.
   */
  async leadsBooked(
    tx: Tx,
    scope: ReportScope,
    from: Date,
    to: Date,
  ): Promise<{ leads: number; booked: number }> {
    const c = scope.clinicId;
    const result = (await tx.execute(sql`
      with firsts as (
        select m.chat_id, min(m."timestamp") as first_at
        from messages m
        where m.clinic_id = ${c} and not m.from_me
          and m."timestamp" >= ${from.toISOString()}::timestamptz
          and m."timestamp" < ${to.toISOString()}::timestamptz
          and m.chat_id not like '%-group' and m.chat_id not like '%@newsletter'
          ${messageScope(scope)}
        group by m.chat_id
      ), leads as (
        select f.chat_id, f.first_at from firsts f
        where not exists (
          select 1 from messages p
          where p.clinic_id = ${c} and p.chat_id = f.chat_id and not p.from_me
            and p."timestamp" < f.first_at)
      )
      select count(*)::int as leads,
        count(*) filter (where exists (
          select 1 from appointments a
          where a.clinic_id = ${c} and a.chat_id = l.chat_id
            and a.created_at >= l.first_at
            and a.created_at < l.first_at + interval '30 days'))::int as booked
      from leads l
    `)) as unknown as { rows: Array<{ leads: number; booked: number }> };
    const row = result.rows[0];
    return { leads: Number(row?.leads ?? 0), booked: Number(row?.booked ?? 0) };
  },

  /**
   * Satisfaction answers received in [from, to), summed per professional (as typed on the
   * appointment; 'Dra. Ana' and 'dra. ana' are one line, shown as the latest answer spells it,
   * whatever the database's collation). Reads the clinic's surveys through `satisfaction_surveys_chat_idx` (clinic_id first).
   */
  async scoresByProfessional(
    tx: Tx,
    clinicId: string,
    from: Date,
    to: Date,
  ): Promise<Array<ScoreSums & { professional: string }>> {
    const result = (await tx.execute(sql`
      select (array_agg(s.professional order by s.answered_at desc, s.id))[1] as professional,
        count(*)::int as answers, sum(s.score)::int as total,
        count(*) filter (where s.score >= 9)::int as promoters,
        count(*) filter (where s.score <= 6)::int as detractors
      from satisfaction_surveys s
      where s.clinic_id = ${clinicId} and s.score is not null
        and s.answered_at >= ${from.toISOString()}::timestamptz
        and s.answered_at < ${to.toISOString()}::timestamptz
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
