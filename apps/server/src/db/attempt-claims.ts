import { and, eq, gte, sql, type SQL } from 'drizzle-orm';

import type { Tx } from './client.ts';
import {
  type appointmentReminders,
  messages,
  type satisfactionSurveys,
  type slotOfferMessages,
  type routineRuns,
  type tasks,
} from './schema.ts';

/**
 * The tables whose rows the automatic sender sends once (`sendAttemptColumns`; a routine run
 * too, between its steps; a task has the same claim columns, with its own states and no `failing_since`).
 */
export type AttemptTable =
  | typeof appointmentReminders
  | typeof slotOfferMessages
  | typeof satisfactionSurveys
  | typeof routineRuns
  | typeof tasks;

const ids = (result: unknown) => (result as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

/**
 * The claim, stale-claim and release of a send attempt, once for every such table: `SKIP
 * LOCKED`, so two processes never claim the same row, and a claim that did not go is not
 * counted as a try.
 */
export const attemptClaims = {
  /**
   * Marks up to `limit` due rows 'sending' and returns their ids. `orderBy` says who goes first
   * (due time by default); `set`, more of the row the same statement decides (the chat a message
   * goes to, issue 48).
   */
  async claimDue(
    tx: Tx,
    table: AttemptTable,
    now: Date,
    limit: number,
    orderBy: SQL = sql`next_attempt_at`,
    set?: SQL,
  ): Promise<string[]> {
    const iso = now.toISOString();
    return ids(
      await tx.execute(sql`
        update ${table} set status = 'sending', attempt_started_at = ${iso}, attempts = attempts + 1${set ? sql`, ${set}` : sql``}
        where id in (
          select id from ${table}
          where status = 'pending' and next_attempt_at <= ${iso}
          order by ${orderBy}
          limit ${limit}
          for update skip locked
        )
        returning id`),
    );
  },

  /**
   * Attempts that started before `before` and never finished (the process died mid-send).
   * Refreshing the attempt time is the claim: no other process sees the row as stale now.
   */
  async claimStale(
    tx: Tx,
    table: AttemptTable,
    before: Date,
    now: Date,
    limit: number,
  ): Promise<string[]> {
    return ids(
      await tx.execute(sql`
        update ${table} set attempt_started_at = ${now.toISOString()}
        where id in (
          select id from ${table}
          where status = 'sending' and attempt_started_at < ${before.toISOString()}
          limit ${limit}
          for update skip locked
        )
        returning id`),
    );
  },

  /** Writes an attempt's outcome (sent, a retry, a failure) on its row. */
  async set(
    tx: Tx,
    table: AttemptTable,
    id: string,
    values: Partial<AttemptTable['$inferInsert']>,
  ): Promise<void> {
    await tx.update(table).set(values).where(eq(table.id, id));
  },

  /**
   * A reclaimed stale attempt handed back (shutdown): stale again, so the next process reconciles
   * it before any resend. Only while it is still being sent.
   */
  async markStale(tx: Tx, table: AttemptTable, id: string, staleAt: Date): Promise<void> {
    await tx
      .update(table)
      .set({ attemptStartedAt: staleAt })
      .where(and(eq(table.id, id), eq(table.status, 'sending')));
  },

  /**
   * A claimed row that does not go now: pending again (from `until`), the claim not counted.
   * Only while it is still being sent: a row a member ended meanwhile (a task marked done by
   * hand) stays ended.
   */
  async release(
    tx: Tx,
    table: AttemptTable,
    row: { id: string; attempts: number },
    until?: Date,
  ): Promise<void> {
    await tx
      .update(table)
      .set({
        status: 'pending',
        attempts: Math.max(0, row.attempts - 1),
        attemptStartedAt: null,
        ...(until ? { nextAttemptAt: until } : {}),
      })
      .where(and(eq(table.id, row.id), eq(table.status, 'sending')));
  },
};

/**
 * A repo's attempt methods for its table: the rows come back whole through `byIds`. `claimDue`
 * may be the table's own (a reminder is due only while its appointment is ahead).
 */
export function attemptRepo<Row>(
  table: AttemptTable,
  byIds: (tx: Tx, ids: string[]) => Promise<Row[]>,
  options: {
    orderBy?: SQL;
    /** More of the row each claim decides, at the claim's `now` (`attemptClaims.claimDue`). */
    claimSet?: (now: Date) => SQL;
    claimDue?: (tx: Tx, now: Date, limit: number) => Promise<Row[]>;
  } = {},
) {
  return {
    claimDue:
      options.claimDue ??
      (async (tx: Tx, now: Date, limit: number) =>
        byIds(
          tx,
          await attemptClaims.claimDue(
            tx,
            table,
            now,
            limit,
            options.orderBy,
            options.claimSet?.(now),
          ),
        )),
    claimStale: async (tx: Tx, before: Date, now: Date, limit: number) =>
      byIds(tx, await attemptClaims.claimStale(tx, table, before, now, limit)),
    markStale: (tx: Tx, id: string, staleAt: Date) =>
      attemptClaims.markStale(tx, table, id, staleAt),
    release: (tx: Tx, row: { id: string; attempts: number }, until?: Date) =>
      attemptClaims.release(tx, table, row, until),
    set: (tx: Tx, id: string, values: Partial<AttemptTable['$inferInsert']>) =>
      attemptClaims.set(tx, table, id, values),
  };
}

export type AttemptRepo<Row> = ReturnType<typeof attemptRepo<Row>>;

/**
 * The message id of the clinic's own message with `text` in the chat since a minute before
 * `due`: the proof that an interrupted attempt went out (the provider's echo).
 */
export async function findSentEcho(
  tx: Tx,
  where: { clinicId: string; chatId: string; text: string; due: Date },
): Promise<string | undefined> {
  const [echo] = await tx
    .select({ messageId: messages.messageId })
    .from(messages)
    .where(
      and(
        eq(messages.clinicId, where.clinicId),
        eq(messages.chatId, where.chatId),
        eq(messages.fromMe, true),
        eq(messages.content, where.text),
        gte(messages.timestamp, new Date(where.due.getTime() - 60_000)),
      ),
    )
    .limit(1);
  return echo?.messageId;
}
