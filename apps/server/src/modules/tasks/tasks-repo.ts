import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { messages, tasks } from '../../db/schema.ts';

export type TaskRow = typeof tasks.$inferSelect;

export const tasksRepo = {
  /**
   * Scheduled messages of every account by state, for /metrics (no account is named): those not
   * sent yet, and those sent in the last 24 hours. Older sent ones are left out: they are most of
   * the table and only grow, and a scrape every few seconds must not read the whole history
   * (tasks_due_idx leads with the status; tasks_executed_idx holds only the sent ones).
   */
  async countByState(
    tx: Tx,
    now: Date,
  ): Promise<Record<'due' | 'sending' | 'retrying' | 'failed' | 'sent_24h', number>> {
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
    const [row] = await tx
      .select({
        due: sql<number>`count(*) filter (where ${tasks.status} = 'pending' and ${tasks.nextAttemptAt} <= ${now.toISOString()}::timestamptz)::int`,
        sending: sql<number>`count(*) filter (where ${tasks.status} = 'sending')::int`,
        retrying: sql<number>`count(*) filter (where ${tasks.status} = 'pending' and ${tasks.attempts} > 0)::int`,
        failed: sql<number>`count(*) filter (where ${tasks.status} = 'failed')::int`,
        sent: sql<number>`count(*) filter (where ${tasks.status} = 'executed')::int`,
      })
      .from(tasks)
      .where(
        or(
          inArray(tasks.status, ['pending', 'sending', 'failed']),
          and(eq(tasks.status, 'executed'), sql`${tasks.executedAt} > ${dayAgo}::timestamptz`),
        ),
      );
    return {
      due: Number(row?.due ?? 0),
      sending: Number(row?.sending ?? 0),
      retrying: Number(row?.retrying ?? 0),
      failed: Number(row?.failed ?? 0),
      sent_24h: Number(row?.sent ?? 0),
    };
  },

  /**
   * The earliest scheduled message still to go, per chat row, for the card in 'Tarefa'.
   * A user has a handful of pending tasks, so this is one small grouped read beside the board's.
   * Only of `chatRowIds` when given (a board's incremental sync).
   */
  async nextDueByChat(tx: Tx, clinicId: string, chatRowIds?: string[]): Promise<Map<string, Date>> {
    const rows = await tx
      .select({
        chatRowId: tasks.chatRowId,
        dueAt: sql<Date>`min(${tasks.dueAt})`.mapWith(tasks.dueAt),
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.clinicId, clinicId),
          inArray(tasks.status, ['pending', 'sending']),
          chatRowIds ? inArray(tasks.chatRowId, chatRowIds) : undefined,
        ),
      )
      .groupBy(tasks.chatRowId);
    return new Map(rows.map((r) => [r.chatRowId, r.dueAt]));
  },
  async insert(tx: Tx, values: typeof tasks.$inferInsert): Promise<TaskRow> {
    const rows = await tx.insert(tasks).values(values).returning();
    return rows[0]!;
  },
  async find(tx: Tx, clinicId: string, id: string): Promise<TaskRow | undefined> {
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.clinicId, clinicId)))
      .limit(1);
    return rows[0];
  },
  async listForChat(tx: Tx, clinicId: string, chatId: string): Promise<TaskRow[]> {
    return tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.clinicId, clinicId), eq(tasks.chatId, chatId)))
      .orderBy(asc(tasks.dueAt));
  },
  async update(tx: Tx, id: string, values: Partial<typeof tasks.$inferInsert>): Promise<void> {
    await tx.update(tasks).set(values).where(eq(tasks.id, id));
  },
  /** Changes a task only while it is still pending; answers whether it did. */
  async updatePending(
    tx: Tx,
    clinicId: string,
    id: string,
    values: Partial<typeof tasks.$inferInsert>,
  ) {
    const rows = await tx
      .update(tasks)
      .set(values)
      .where(and(eq(tasks.id, id), eq(tasks.clinicId, clinicId), eq(tasks.status, 'pending')))
      .returning();
    return rows[0];
  },
  async delete(tx: Tx, clinicId: string, id: string): Promise<TaskRow | undefined> {
    const rows = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.clinicId, clinicId)))
      .returning();
    return rows[0];
  },
  async pendingCount(tx: Tx, clinicId: string, chatId: string): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)` })
      .from(tasks)
      .where(
        and(
          eq(tasks.clinicId, clinicId),
          eq(tasks.chatId, chatId),
          sql`${tasks.status} in ('pending', 'sending')`,
        ),
      );
    return Number(rows[0]?.n ?? 0);
  },
  /**
   * Claims due tasks for this process: rows locked by another instance are skipped, and the claim
   * (status 'sending' with the attempt time) is committed before anything is sent.
   */
  async claimDue(tx: Tx, now: Date, limit: number): Promise<TaskRow[]> {
    const result = (await tx.execute(sql`
      update tasks set status = 'sending', attempt_started_at = ${now.toISOString()}, attempts = attempts + 1, updated_at = ${now.toISOString()}
      where id in (
        select id from tasks
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    if (result.rows.length === 0) return [];
    const ids = result.rows.map((r) => r.id);
    return tx
      .select()
      .from(tasks)
      .where(sql`${tasks.id} in ${ids}`);
  },
  /** A claimed task handed back unsent (shutdown): pending again, and the claim not counted. */
  async release(tx: Tx, id: string): Promise<void> {
    await tx.execute(sql`
      update tasks set status = 'pending', attempts = greatest(attempts - 1, 0), attempt_started_at = null
      where id = ${id} and status = 'sending'`);
  },
  /** Over the clinic's automatic sends for this minute: pending again from `until`, not counted. */
  async postpone(tx: Tx, id: string, until: Date): Promise<void> {
    await tx.execute(sql`
      update tasks set status = 'pending', attempts = greatest(attempts - 1, 0), attempt_started_at = null,
        next_attempt_at = ${until.toISOString()}
      where id = ${id} and status = 'sending'`);
  },
  /** A reclaimed stale attempt handed back: stale again, so it is reconciled before any resend. */
  async markStale(tx: Tx, id: string, staleAt: Date): Promise<void> {
    await tx
      .update(tasks)
      .set({ attemptStartedAt: staleAt })
      .where(and(eq(tasks.id, id), eq(tasks.status, 'sending')));
  },
  /**
   * The provider's echo of the task's text since a minute before it came due, not already the
   * message of another task: the proof that an interrupted attempt went out.
   */
  async findEcho(tx: Tx, task: TaskRow): Promise<string | undefined> {
    const [echo] = await tx
      .select({ messageId: messages.messageId })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, task.clinicId),
          eq(messages.chatId, task.chatId),
          eq(messages.fromMe, true),
          eq(messages.content, task.message),
          gte(messages.timestamp, new Date(task.dueAt.getTime() - 60_000)),
          sql`not exists (select 1 from tasks t2 where t2.message_id = ${messages.messageId} and t2.id <> ${task.id})`,
        ),
      )
      .limit(1);
    return echo?.messageId;
  },
  /** Attempts that started long ago and never finished: the process died mid-send. */
  async claimStale(tx: Tx, before: Date, now: Date, limit: number): Promise<TaskRow[]> {
    // Refreshing the attempt time is the claim: no other instance sees the row as stale now.
    const result = (await tx.execute(sql`
      update tasks set attempt_started_at = ${now.toISOString()}
      where id in (
        select id from tasks
        where status = 'sending' and attempt_started_at < ${before.toISOString()}
        limit ${limit}
        for update skip locked
      )
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    if (result.rows.length === 0) return [];
    const ids = result.rows.map((r) => r.id);
    return tx
      .select()
      .from(tasks)
      .where(sql`${tasks.id} in ${ids}`);
  },
};
