import { MSG } from '@conecta/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import { ProviderError, type MessagingProvider } from '../providers/messaging-provider.ts';
import { instanceBlockReason, type InstanceAccess } from '../modules/instances/instance-access.ts';
import { recordOutbound } from '../modules/messages/record-outbound.ts';
import { type TaskRow, tasksRepo } from '../modules/tasks/tasks-repo.ts';
import type { TasksService } from '../modules/tasks/tasks-service.ts';
import { describeError } from '../lib/describe-error.ts';
import { splitByBudget } from './send-budget.ts';

const BATCH = 25;
// Sends to different chats go out side by side; a chat's own tasks keep their order.
const PARALLEL_SENDS = 5;
const chatKey = (t: TaskRow) => `${t.clinicId}:${t.chatId}`;
const STALE_MS = 2 * 60_000;
const LATE_LIMIT_MS = 24 * 3600_000;
const RETRY_WINDOW_MS = 30 * 60_000;

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  tasks: TasksService;
  publish: Publish;
  log: FastifyBaseLogger;
  /** A clinic's automatic sends a minute (routines and tasks share it). */
  sendsPerMinute: number;
}

/** Sends due scheduled messages, once each, across however many server instances run. */
export function createTaskRunner(deps: Deps) {
  const { db, clock, provider, access, publish } = deps;

  async function succeed(task: TaskRow, messageId: string) {
    const now = clock();
    await tasksRepo.update(db, task.id, {
      status: 'executed',
      executedAt: now,
      messageId,
      lastError: null,
      updatedAt: now,
    });
    await recordOutbound(db, {
      clinicId: task.clinicId,
      chatId: task.chatId,
      messageId,
      type: 'text',
      content: task.message,
      sentBy: 'automation',
      // Scheduled by a member: the bubble says who ('Enviado por Ana') beside 'automaticamente'.
      sentByMember: task.createdBy,
      timestamp: now,
      preview: task.message,
    });
    await deps.tasks.releaseChatIfDone(task.clinicId, task.chatId);
    publish(task.clinicId, 'chat-update', {
      chatId: task.chatId,
      reason: 'task-sent',
      taskId: task.id,
    });
  }

  async function fail(task: TaskRow, reason: string) {
    const now = clock();
    await tasksRepo.update(db, task.id, { status: 'failed', lastError: reason, updatedAt: now });
    await deps.tasks.releaseChatIfDone(task.clinicId, task.chatId);
    publish(task.clinicId, 'chat-update', {
      chatId: task.chatId,
      reason: 'task-failed',
      taskId: task.id,
      message: reason,
    });
  }

  async function execute(task: TaskRow) {
    const now = clock();
    if (now.getTime() - task.dueAt.getTime() > LATE_LIMIT_MS)
      return fail(task, MSG.taskRules.tooLate);
    const instance = await access.findByClinic(task.clinicId);
    const blocked = instanceBlockReason(instance, now);
    if (!instance || blocked) return fail(task, `${MSG.taskRules.failedPrefix}${blocked}`);
    try {
      const { messageId } = await provider.sendText(access.credentials(instance), {
        phone: task.chatId,
        message: task.message,
      });
      await succeed(task, messageId);
    } catch (err) {
      const retryable = err instanceof ProviderError && err.retryable;
      const reason = describeError(err);
      if (retryable && now.getTime() - task.dueAt.getTime() < RETRY_WINDOW_MS) {
        // Growing pauses: 5 s, 10 s, 20 s ... at most 5 minutes apart, for up to 30 minutes.
        const wait = Math.min(5_000 * 2 ** Math.max(0, task.attempts - 1), 5 * 60_000);
        await tasksRepo.update(db, task.id, {
          status: 'pending',
          nextAttemptAt: new Date(now.getTime() + wait),
          lastError: reason,
          updatedAt: now,
        });
        return;
      }
      await fail(task, `${MSG.taskRules.failedPrefix}${reason}`);
    }
  }

  /**
   * An attempt left half-done by a crash: if the provider's echo of the message is here, it was
   * sent and is only recorded; otherwise it is sent now.
   */
  async function reconcile(task: TaskRow) {
    const [echo] = await db
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
    if (echo) return succeed(task, echo.messageId);
    return execute(task);
  }

  return {
    /**
     * One pass: reconcile stale attempts, then send what is due. Answers how many it handled.
     * On shutdown (`stopping`), what is claimed and not yet started goes back: a due task to
     * pending, a stale one to stale again so that the next process still reconciles it first.
     */
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      const now = clock();
      const staleBefore = new Date(now.getTime() - STALE_MS);
      const stale = await tasksRepo.claimStale(db, staleBefore, now, BATCH);
      for (const t of stale) {
        if (stopping()) await tasksRepo.markStale(db, t.id, staleBefore);
        else await reconcile(t);
      }
      if (stopping()) return stale.length;
      const claimed = await tasksRepo.claimDue(db, now, BATCH);
      const { go: due, wait } = await splitByBudget(db, claimed, (t) => t.clinicId, {
        perMinute: deps.sendsPerMinute,
        now,
      });
      for (const { item, until } of wait) await tasksRepo.postpone(db, item.id, until);
      await runGrouped(due, chatKey, PARALLEL_SENDS, async (t) => {
        if (stopping()) await tasksRepo.release(db, t.id);
        // A retry after a failure the provider may have accepted anyway (the connection dropped
        // after the request went out): its echo, if it came, means the message went out already.
        else if (t.attempts > 1) await reconcile(t);
        else await execute(t);
      });
      return stale.length + claimed.length;
    },
  };
}
export type TaskRunner = ReturnType<typeof createTaskRunner>;
