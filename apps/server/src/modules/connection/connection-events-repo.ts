import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { CONNECTION_EVENT_REASONS, connectionEvents } from '../../db/schema.ts';

export type ConnectionEventReason = (typeof CONNECTION_EVENT_REASONS)[number];
export type ConnectionEventRow = typeof connectionEvents.$inferSelect;

/** An alert the rule claimed: the event, and whether it is the one to e-mail about. */
export interface ClaimedAlert {
  id: string;
  clinicId: string;
  /** The number it is about (issue 48): a clinic's other numbers do not decide its mail. */
  instanceId: string;
  at: Date;
  mail: boolean;
}

/** The instance has never linked a number, or the phone linked now is another one. */
const NEW_NUMBER = sql.raw('(linked_at is null or linked_phone is distinct from connected_phone)');

const ofNumber = (n: { clinicId: string; instanceId: string }) =>
  and(eq(connectionEvents.clinicId, n.clinicId), eq(connectionEvents.instanceId, n.instanceId));

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** What both alert claims answer: the event, its clinic and number, and whether to mail it. */
const CLAIMED = sql.raw(
  'returning e.id, e.clinic_id as "clinicId", e.instance_id as "instanceId", e.at, e.mailed as mail',
);
const asClaimed = (result: unknown): ClaimedAlert[] =>
  (result as { rows: Array<Omit<ClaimedAlert, 'at'> & { at: string | Date }> }).rows.map((r) => ({
    ...r,
    at: asDate(r.at),
  }));

export const connectionEventsRepo = {
  /**
   * Our copy of the instance's state changes, and the change is recorded, in one statement: only
   * the call that actually flips the row records an event, so two processes (or a webhook and a
   * status check) learning the same news at once record it once. Answers the new event, if any.
   */
  async flip(
    tx: Tx,
    q: { instanceId: string; connected: boolean; at: Date; reason: ConnectionEventReason },
  ): Promise<{ id: string; clinicId: string } | undefined> {
    const at = q.at.toISOString();
    const kind = q.connected ? 'connected' : 'disconnected';
    const result = (await tx.execute(sql`
      with flipped as (
        update web_instances set
          connected = ${q.connected},
          last_connected_at = case when ${q.connected} then ${at}::timestamptz else last_connected_at end,
          -- The first connection of a number starts its warm-up (the daily cap of automatic
          -- messages); another number linking on the instance starts it again, with an empty day.
          linked_at = case when ${q.connected} and ${NEW_NUMBER} then ${at}::timestamptz else linked_at end,
          auto_day = case when ${q.connected} and ${NEW_NUMBER} then null else auto_day end,
          auto_day_used = case when ${q.connected} and ${NEW_NUMBER} then 0 else auto_day_used end,
          linked_phone = case when ${q.connected} then connected_phone else linked_phone end,
          updated_at = ${at}::timestamptz
        where id = ${q.instanceId} and connected <> ${q.connected}
        returning id, clinic_id
      )
      insert into connection_events (clinic_id, instance_id, kind, at, reason)
      select clinic_id, id, ${kind}, ${at}::timestamptz, ${q.reason} from flipped
      returning id, clinic_id as "clinicId"`)) as unknown as {
      rows: Array<{ id: string; clinicId: string }>;
    };
    return result.rows[0];
  },

  /**
   * One number's events from `since` on, oldest first, with the last one before it (the state
   * then). The clinic too: a number the admin moved to another clinic keeps its old events there.
   */
  async history(
    tx: Tx,
    number: { clinicId: string; instanceId: string },
    since: Date,
  ): Promise<ConnectionEventRow[]> {
    const own = ofNumber(number);
    const before = await tx
      .select()
      .from(connectionEvents)
      .where(and(own, lt(connectionEvents.at, since)))
      .orderBy(desc(connectionEvents.at))
      .limit(1);
    const after = await tx
      .select()
      .from(connectionEvents)
      .where(and(own, gte(connectionEvents.at, since)))
      .orderBy(asc(connectionEvents.at));
    return [...before, ...after];
  },

  /** The clinic's newest events, any number's, newest first (the alert mails are the clinic's). */
  async latest(tx: Tx, clinicId: string, limit: number): Promise<ConnectionEventRow[]> {
    return tx
      .select()
      .from(connectionEvents)
      .where(eq(connectionEvents.clinicId, clinicId))
      .orderBy(desc(connectionEvents.at))
      .limit(limit);
  },

  /** One number's newest events, newest first. */
  async latestOfNumber(
    tx: Tx,
    number: { clinicId: string; instanceId: string },
    limit: number,
  ): Promise<ConnectionEventRow[]> {
    return tx
      .select()
      .from(connectionEvents)
      .where(ofNumber(number))
      .orderBy(desc(connectionEvents.at))
      .limit(limit);
  },

  /**
   * Claims the disconnections older than their clinic's alert delay that no pass looked at yet.
   * Only one still current (nothing after it of the same number: it is still down) is to be
   * mailed, whatever the clinic's other numbers did meanwhile; an earlier one (it came back in
   * time) is just marked. One statement: a second process claims nothing.
   */
  async claimDownAlerts(tx: Tx, now: Date): Promise<ClaimedAlert[]> {
    const at = now.toISOString();
    const result = await tx.execute(sql`
      with due as (
        select e.id,
          not exists (select 1 from connection_events n
            where n.clinic_id = e.clinic_id and n.instance_id = e.instance_id
              and n.at >= e.at and n.id <> e.id) as current
        from connection_events e join clinics c on c.id = e.clinic_id
        where e.kind = 'disconnected' and e.notified_at is null
          and e.at <= ${at}::timestamptz - make_interval(mins => c.outage_alert_minutes)
        for update of e skip locked
      )
      update connection_events e set notified_at = ${at}::timestamptz, mailed = due.current
      from due where e.id = due.id
      ${CLAIMED}`);
    return asClaimed(result);
  },

  /**
   * Claims every reconnection no pass looked at yet; one is to be mailed ('voltou') when the
   * outage of the same number it ends was mailed, so the Responsáveis hear of the return only
   * of what they heard of.
   */
  async claimBackAlerts(tx: Tx, now: Date): Promise<ClaimedAlert[]> {
    const at = now.toISOString();
    const result = await tx.execute(sql`
      with due as (
        select e.id,
          coalesce((select p.mailed from connection_events p
            where p.clinic_id = e.clinic_id and p.instance_id = e.instance_id
              and p.at <= e.at and p.id <> e.id
            order by p.at desc limit 1), false) as after_mailed
        from connection_events e
        where e.kind = 'connected' and e.notified_at is null
        for update of e skip locked
      )
      update connection_events e set notified_at = ${at}::timestamptz, mailed = due.after_mailed
      from due where e.id = due.id
      ${CLAIMED}`);
    return asClaimed(result);
  },

  /**
   * An automatic message held back because its number is down, counted once for that number's
   * current outage however many times it is put off (issue 48: not another number's outage).
   * Without a number, the clinic's main one.
   */
  async hold(
    tx: Tx,
    number: { clinicId: string; instanceId: string | null },
    itemKey: string,
    now: Date,
  ): Promise<void> {
    const { clinicId, instanceId } = number;
    const ofInstance = instanceId
      ? sql`instance_id = ${instanceId}`
      : sql`instance_id = (select id from web_instances
          where clinic_id = ${clinicId} and chat_key_suffix is null limit 1)`;
    await tx.execute(sql`
      insert into connection_held_sends (outage_id, item_key, held_at)
      select id, ${itemKey}, ${now.toISOString()}::timestamptz from connection_events
      where clinic_id = ${clinicId} and ${ofInstance} and kind = 'disconnected'
      order by at desc limit 1
      on conflict do nothing`);
  },

  async heldCount(tx: Tx, outageId: string): Promise<number> {
    const result = (await tx.execute(sql`
      select count(*)::int as n from connection_held_sends where outage_id = ${outageId}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    return result.rows[0]?.n ?? 0;
  },
};
