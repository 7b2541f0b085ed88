import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';

import { attemptRepo } from '../../db/attempt-claims.ts';
import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { messages, tasks } from '../../db/schema.ts';

export type TaskRow = typeof tasks.$inferSelect;

const tasksByIds = (tx: Tx, ids: string[]): Promise<TaskRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : tx.select().from(tasks).where(inArray(tasks.id, ids));

/** A chat's tasks still to go: counted after every task sent (is its chat done?), issue 51. */
const pendingOfChat = preparedPerDb((db) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(tasks)
    .where(
      and(
        eq(tasks.clinicId, sql.placeholder('clinicId')),
        eq(tasks.chatId, sql.placeholder('chatId')),
        sql`${tasks.status} in ('pending', 'sending')`,
      ),
    )
    .prepare('tasks_pending_of_chat'),
);

export const tasksRepo = {
  /** The scheduled messages' send attempts, claimed like every automatic message's. */
  attempts: attemptRepo(tasks, tasksByIds),

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
    const prepared = pendingOfChat(tx);
    if (prepared) return Number((await prepared.execute({ clinicId, chatId }))[0]?.n ?? 0);
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
};
