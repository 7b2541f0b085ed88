import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import type { SyncPosition } from '@conecta/contract';

type Rows<T> = { rows: T[] };

/** Where a clinic's catch-up stands; `since` null before its first pass. */
export interface CatchUpState {
  since: SyncPosition | null;
  hoursKey: string;
}

/** A chat with messages written since the last pass: recomputed from `since` (null: whole). */
export interface TouchedChat {
  chatId: string;
  /** The earliest timestamp among its new messages. */
  since: string | null;
  /** The clinic's last answer (not automatic) before `since`: runs after it are recomputed. */
  after: string | null;
}

const ONE_TO_ONE = (alias: string) =>
  sql.raw(`${alias}.chat_id not like '%-group' and ${alias}.chat_id not like '%@newsletter'`);

/** Origin of the quarter hours (any instant on a UTC quarter hour would do). */
const QUARTER = sql`date_bin('15 minutes', m."timestamp", '2000-01-01T00:00:00Z'::timestamptz)`;

/** `m` was written by a transaction the position did not see (db/sync-position.ts's rule). */
function changed(since: SyncPosition | null): SQL {
  if (!since) return sql`true`;
  if (since.running.length === 0) return sql`m.change_xid >= ${since.xmax}`;
  return sql`(m.change_xid >= ${since.xmax} or m.change_xid in (${sql.join(
    since.running.map((x) => sql`${x}`),
    sql`, `,
  )}))`;
}

/** Rows to SQL in one parameter (a JSON array), whatever their number. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The run's local weekday × 24 + hour in `zone` (none: null; reports-repo.ts computes it). */
const slot = (zone: string | null) =>
  zone
    ? sql`(extract(dow from started_at at time zone ${zone}) * 24
        + extract(hour from started_at at time zone ${zone}))::smallint`
    : sql`null::smallint`;

/** Only these chats' rows (null: all of the clinic's). */
const onlyChats = (chats: string[] | null, alias = '') =>
  chats
    ? sql`and ${sql.raw(alias ? `${alias}.` : '')}chat_id in (select jsonb_array_elements_text(${json(chats)}))`
    : sql``;

/**
 * The seconds of a wait without opening hours: milliseconds apart, rounded to the second, never
 * below 0. With opening hours switched on, the clock starts at the next opening when the run
 * began while the clinic was closed (a message at 22:00 answered at 08:05 took 5 minutes; an
 * answer before the opening counts 0); closed time within a wait that began open still counts
 * (docs/product.md). That is `fillWaits`.
 */
const PLAIN_WAIT = sql`greatest(0, round(extract(epoch from
  date_trunc('milliseconds', answered_at) - date_trunc('milliseconds', started_at))))::int`;

/**
 * The SQL of the reports' catch-up (report-catch-up.ts). Every statement reads and writes one
 * clinic's rows, clinic_id first in each key.
 */
export const reportCatchUpRepo = {
  /** Locks the clinic's position (created at its first pass) for the pass's transaction. */
  async lock(tx: Tx, clinicId: string): Promise<CatchUpState> {
    await tx.execute(sql`
      insert into report_positions (clinic_id) values (${clinicId}) on conflict do nothing`);
    const result = (await tx.execute(sql`
      select since_xmin as xmin, since_xmax as xmax, since_running as running, hours_key
      from report_positions
      where clinic_id = ${clinicId} for update`)) as unknown as Rows<{
      xmin: string | number | null;
      xmax: string | number | null;
      running: Array<string | number> | string | null;
      hours_key: string;
    }>;
    const row = result.rows[0]!;
    const running = Array.isArray(row.running)
      ? row.running.map(Number)
      : String(row.running ?? '{}')
          .replace(/[{}]/g, '')
          .split(',')
          .filter((x) => x !== '')
          .map(Number);
    return {
      since:
        row.xmax === null || row.xmin === null
          ? null
          : { xmin: Number(row.xmin), xmax: Number(row.xmax), running },
      hoursKey: row.hours_key,
    };
  },

  async save(
    tx: Tx,
    clinicId: string,
    position: SyncPosition,
    hoursKey: string,
    zone: string | null,
    now: Date,
  ) {
    await tx.execute(sql`
      update report_positions set since_xmin = ${position.xmin}, since_xmax = ${position.xmax},
        since_running = ${`{${position.running.join(',')}}`}::bigint[], hours_key = ${hoursKey},
        slot_zone = ${zone},
        caught_up_at = ${now.toISOString()}::timestamptz
      where clinic_id = ${clinicId}`);
  },

  /** A first pass starts from nothing: whatever an earlier one left is dropped. */
  async clear(tx: Tx, clinicId: string) {
    for (const table of [
      'answer_runs',
      'report_message_quarters',
      'report_member_sends',
      'report_chat_firsts',
      'report_automatic_sends',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where clinic_id = ${clinicId}`);
  },

  /**
   * The chats with messages written since `since` (every chat on a first pass), with the point
   * to recompute each from. Plan: `messages_clinic_change_idx` (clinic_id, change_xid), then one
   * backward probe of `messages_clinic_chat_time_idx` per chat.
   */
  async touchedChats(tx: Tx, clinicId: string, since: SyncPosition | null): Promise<TouchedChat[]> {
    if (!since) {
      const all = (await tx.execute(sql`
        select distinct m.chat_id from messages m where m.clinic_id = ${clinicId}`)) as unknown as Rows<{
        chat_id: string;
      }>;
      return all.rows.map((r) => ({ chatId: r.chat_id, since: null, after: null }));
    }
    const result = (await tx.execute(sql`
      with t as (
        select m.chat_id, min(m."timestamp") as since from messages m
        where m.clinic_id = ${clinicId} and ${changed(since)}
        group by m.chat_id
      )
      select t.chat_id, t.since::text as since, (
        select max(p."timestamp") from messages p
        where p.clinic_id = ${clinicId} and p.chat_id = t.chat_id and p.from_me
          and p.sent_by is distinct from 'automation' and p."timestamp" < t.since)::text as after
      from t`)) as unknown as Rows<{ chat_id: string; since: string; after: string | null }>;
    return result.rows.map((r) => ({ chatId: r.chat_id, since: r.since, after: r.after }));
  },

  /** The UTC quarter hours holding messages written since `since` (null: all of them). */
  async touchedQuarters(tx: Tx, clinicId: string, since: SyncPosition | null): Promise<string[]> {
    const result = (await tx.execute(sql`
      select distinct ${QUARTER}::text as quarter from messages m
      where m.clinic_id = ${clinicId} and ${changed(since)}`)) as unknown as Rows<{
      quarter: string;
    }>;
    return result.rows.map((r) => r.quarter);
  },

  /**
   * The touched chats' answered runs from their recompute point on (docs/product.md: a run
   * starts at a patient message whose previous message, automatic ones left out, is the
   * clinic's or none; its answer is the clinic's next message sent by a person). A new message
   * at T changes only runs that start after the clinic's last answer before T: earlier ones
   * were answered before T. The wait is filled here without opening hours (`plainWait`), else
   * left null for report-catch-up.ts.
   */
  async recomputeRuns(
    tx: Tx,
    clinicId: string,
    chats: TouchedChat[],
    plainWait: boolean,
    zone: string | null,
  ) {
    const t = sql`jsonb_to_recordset(${json(chats.map((c) => ({ chat_id: c.chatId, after: c.after })))}) as t(chat_id text, after timestamptz)`;
    await tx.execute(sql`
      delete from answer_runs r using ${t}
      where r.clinic_id = ${clinicId} and r.chat_id = t.chat_id
        and (t.after is null or r.started_at > t.after)`);
    await tx.execute(sql`
      with w as (
        select m.chat_id, m.from_me, m.sent_by_member, m."timestamp" as at, t.after,
          lag(m.from_me) over (partition by m.chat_id order by m."timestamp", m.id) as prev_from_me,
          -- The clinic's messages so far: a run's answer is the one whose count is one more.
          count(*) filter (where m.from_me) over (
            partition by m.chat_id order by m."timestamp", m.id) as k
        from ${t}
        join messages m on m.clinic_id = ${clinicId} and m.chat_id = t.chat_id
          and m."timestamp" >= coalesce(t.after, '-infinity')
        where (not m.from_me or m.sent_by is distinct from 'automation') and ${ONE_TO_ONE('t')}
      ), starts as (
        select w.chat_id, w.at, w.k from w
        where not w.from_me and coalesce(w.prev_from_me, true)
          and (w.after is null or w.at > w.after)
      ), runs as (
        select s.chat_id, s.at as started_at, a.at as answered_at, a.sent_by_member as member_id
        from starts s join w a on a.chat_id = s.chat_id and a.from_me and a.k = s.k + 1
      )
      insert into answer_runs (clinic_id, chat_id, started_at, answered_at, member_id, wait_seconds,
        local_slot)
      select ${clinicId}, chat_id, started_at, answered_at, member_id,
        ${plainWait ? PLAIN_WAIT : sql`null::int`}, ${slot(zone)}
      from runs
      on conflict do nothing`);
  },

  /**
   * Every run's wait and local slot again (the opening hours or their zone changed): the wait
   * plain, or null to be filled.
   */
  async resetWaits(tx: Tx, clinicId: string, plainWait: boolean, zone: string | null) {
    await tx.execute(sql`
      update answer_runs set wait_seconds = ${plainWait ? PLAIN_WAIT : sql`null::int`},
        local_slot = ${slot(zone)}
      where clinic_id = ${clinicId}`);
  },

  /** The span of the starts whose wait is still to fill (the touched chats', or all). */
  async unfilledSpan(tx: Tx, clinicId: string, chats: string[] | null) {
    const result = (await tx.execute(sql`
      select (extract(epoch from min(started_at)) * 1000)::float8 as first,
        (extract(epoch from max(started_at)) * 1000)::float8 as last
      from answer_runs
      where clinic_id = ${clinicId} and wait_seconds is null ${onlyChats(chats)}`)) as unknown as Rows<{
      first: number | string | null;
      last: number | string | null;
    }>;
    const row = result.rows[0];
    return row?.first == null || row.last == null
      ? null
      : { first: Number(row.first), last: Number(row.last) };
  },

  /**
   * The waits still to fill, with the opening hours: the clock starts at the end of the closed
   * stretch the run started in (`closed`: each from its first closed instant to the next
   * opening, from report-catch-up.ts), or at the start when open. Plan: one probe of the
   * transaction's own table of stretches per run.
   */
  async fillWaits(
    tx: Tx,
    clinicId: string,
    chats: string[] | null,
    closed: Array<{ from_at: string; opens_at: string }>,
  ) {
    await tx.execute(sql`
      create temp table if not exists report_closed (
        from_at timestamptz primary key, opens_at timestamptz not null) on commit drop`);
    await tx.execute(sql`delete from report_closed`);
    await tx.execute(sql`
      insert into report_closed (from_at, opens_at)
      select from_at, opens_at
      from jsonb_to_recordset(${json(closed)}) as v(from_at timestamptz, opens_at timestamptz)`);
    await tx.execute(sql`
      update answer_runs r set wait_seconds = greatest(0, round(extract(epoch from
        date_trunc('milliseconds', r.answered_at) - coalesce((
          select case when c.opens_at > r.started_at then c.opens_at end
          from report_closed c where c.from_at <= r.started_at
          order by c.from_at desc limit 1), date_trunc('milliseconds', r.started_at)))))::int
      where r.clinic_id = ${clinicId} and r.wait_seconds is null ${onlyChats(chats, 'r')}`);
  },

  /** Each touched one-to-one chat's first patient message of all stored. */
  async recomputeFirsts(tx: Tx, clinicId: string, chats: TouchedChat[]) {
    await tx.execute(sql`
      with t as (
        select t.chat_id from jsonb_to_recordset(${json(chats.map((c) => ({ chat_id: c.chatId })))})
          as t(chat_id text)
        where ${ONE_TO_ONE('t')}
      ), f as (
        select t.chat_id, (select min(m."timestamp") from messages m
          where m.clinic_id = ${clinicId} and m.chat_id = t.chat_id and not m.from_me) as first_in_at
        from t
      )
      insert into report_chat_firsts (clinic_id, chat_id, first_in_at)
      select ${clinicId}, f.chat_id, f.first_in_at from f where f.first_in_at is not null
      on conflict (clinic_id, chat_id) do update set first_in_at = excluded.first_in_at`);
  },

  /**
   * The touched chats' automatic sends from 48 h before their earliest new message on: a new
   * message at T changes the window or the answer only of sends in the 48 h before T or later.
   */
  async recomputeAutomaticSends(tx: Tx, clinicId: string, chats: TouchedChat[]) {
    const t = sql`jsonb_to_recordset(${json(chats.map((c) => ({ chat_id: c.chatId, since: c.since })))}) as t(chat_id text, since timestamptz)`;
    await tx.execute(sql`
      delete from report_automatic_sends r using ${t}
      where r.clinic_id = ${clinicId} and r.chat_id = t.chat_id
        and (t.since is null or r.sent_at >= t.since - interval '48 hours')`);
    await tx.execute(sql`
      with s as (
        select m.chat_id, m.message_id, m."timestamp" as at, m.routine_seq
        from ${t}
        join messages m on m.clinic_id = ${clinicId} and m.chat_id = t.chat_id
          and m."timestamp" >= coalesce(t.since - interval '48 hours', '-infinity')
        where (m.routine_seq is not null or m.task_id is not null) and m.from_me
      ), w as (
        select s.*,
          -- 48 h after the send, or the chat's next automatic send if sooner.
          least(s.at + interval '48 hours', coalesce((
            select min(x."timestamp") from messages x
            where x.clinic_id = ${clinicId} and x.chat_id = s.chat_id and x."timestamp" > s.at
              and (x.routine_seq is not null or x.task_id is not null) and x.from_me
          ), 'infinity')) as until
        from s
      )
      insert into report_automatic_sends (clinic_id, chat_id, sent_at, message_id, routine_seq,
        until, answered)
      select ${clinicId}, w.chat_id, w.at, w.message_id, w.routine_seq, w.until, exists (
        select 1 from messages p
        where p.clinic_id = ${clinicId} and p.chat_id = w.chat_id and not p.from_me
          and p."timestamp" > w.at and p."timestamp" <= w.until)
      from w
      on conflict (clinic_id, message_id) do update set chat_id = excluded.chat_id,
        sent_at = excluded.sent_at, routine_seq = excluded.routine_seq, until = excluded.until,
        answered = excluded.answered`);
  },

  /**
   * The quarter hours' counts again: messages in and out, and each member's panel sends per
   * chat (groups and newsletters left out). `quarters` null: all of the clinic's.
   */
  async recomputeQuarters(tx: Tx, clinicId: string, quarters: string[] | null) {
    const q = quarters
      ? sql`jsonb_to_recordset(${json(quarters.map((quarter) => ({ quarter })))}) as q(quarter timestamptz)`
      : null;
    const inQuarters = q
      ? sql`join ${q} on m."timestamp" >= q.quarter and m."timestamp" < q.quarter + interval '15 minutes'`
      : sql``;
    for (const table of ['report_message_quarters', 'report_member_sends'])
      await tx.execute(
        q
          ? sql`delete from ${sql.identifier(table)} r using ${q}
              where r.clinic_id = ${clinicId} and r.quarter = q.quarter`
          : sql`delete from ${sql.identifier(table)} where clinic_id = ${clinicId}`,
      );
    await tx.execute(sql`
      insert into report_message_quarters (clinic_id, quarter, received, sent)
      select ${clinicId}, ${QUARTER}, count(*) filter (where not m.from_me),
        count(*) filter (where m.from_me)
      from messages m ${inQuarters}
      where m.clinic_id = ${clinicId} and ${ONE_TO_ONE('m')}
      group by 2`);
    await tx.execute(sql`
      insert into report_member_sends (clinic_id, quarter, member_id, chat_id, sent)
      select ${clinicId}, ${QUARTER}, m.sent_by_member, m.chat_id, count(*)
      from messages m ${inQuarters}
      where m.clinic_id = ${clinicId} and m.from_me and m.sent_by_member is not null
        and ${ONE_TO_ONE('m')}
      group by 2, 3, 4`);
  },

  /** The clinics to catch up in the background: every one with a message. */
  async clinics(tx: Tx): Promise<string[]> {
    const result = (await tx.execute(sql`
      select c.id from clinics c
      where exists (select 1 from messages m where m.clinic_id = c.id)`)) as unknown as Rows<{
      id: string;
    }>;
    return result.rows.map((r) => r.id);
  },
};
