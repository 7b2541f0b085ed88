import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { findChat } from '../../modules/conversations/index.ts';
import { recordOutbound } from '../../modules/conversations/index.ts';
import { type TaskRow, tasksRepo, type TasksService } from '../../modules/tasks/index.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';
import { attemptClaimSteps } from './attempt-row-steps.ts';

/** A scheduled message more than this late is not sent: the moment it was meant for is gone. */
const LATE_LIMIT_MS = 24 * 3600_000;

interface Deps {
  db: Db;
  tasks: TasksService;
  publish: Publish;
}

/**
 * Scheduled messages: a member chose the moment, so they keep neither the opening hours nor an
 * opt-out (the member wrote it to this patient), only the clinic's budget and the 24-hour limit.
 */
export function taskSends(deps: Deps): SendStrategy<TaskRow> {
  const { db, publish } = deps;

  async function fail(task: TaskRow, reason: string, now: Date) {
    await tasksRepo.update(db, task.id, { status: 'failed', lastError: reason, updatedAt: now });
    await deps.tasks.releaseChatIfDone(task.clinicId, task.chatId);
    publish(task.clinicId, 'chat-update', {
      chatId: task.chatId,
      reason: 'task-failed',
      taskId: task.id,
      message: reason,
    });
  }

  return {
    // Claimed like reminders, offers and surveys; the rest is a task's own (it has its own
    // states, and its retries count from the moment it was due, not from a first failure).
    ...attemptClaimSteps<TaskRow, Outgoing>(db, tasksRepo.attempts),
    clinicOf: (t) => t.clinicId,
    chatOf: (t) => t.chatId,
    orderKey: (t) => `${t.clinicId}:${t.chatId}`,
    isRetry: (t) => t.attempts > 1,

    compose: async (t) => ({ kind: 'send', message: { chatId: t.chatId, text: t.message } }),
    // Outside the window: the followUps template, {{1}} the patient's name, {{2}} the text.
    async templateFill(t) {
      const chat = await findChat(db, t.clinicId, t.chatId);
      return { use: 'followUps', values: [chat?.name?.trim() || t.chatId, t.message] };
    },
    findEcho: (t) => tasksRepo.findEcho(db, t),
    gateRequest: (t) => ({
      clinicId: t.clinicId,
      chatId: t.chatId,
      staggerKey: t.id,
      keeps: { openingHours: false, optOut: false },
      lastChance: new Date(t.dueAt.getTime() + LATE_LIMIT_MS),
    }),
    // Retries count from the moment it was due: a late message is not tried for long.
    retryState: (t) => ({ failures: t.attempts, since: t.dueAt }),

    async onSent(task, message: Outgoing, messageId, now) {
      await tasksRepo.update(db, task.id, {
        status: 'executed',
        executedAt: now,
        messageId,
        lastError: null,
        updatedAt: now,
      });
      const { chat } = await recordOutbound(db, {
        clinicId: task.clinicId,
        chatId: task.chatId,
        messageId,
        type: 'text',
        // The text the patient read: the filled template when it went as one.
        content: message.text,
        sentBy: 'automation',
        templateCategory: message.templateCategory ?? null,
        // Scheduled by a member: the bubble says who ('Enviado por Ana') beside 'automaticamente'.
        sentByMember: task.createdBy,
        taskId: task.id,
        timestamp: now,
        preview: message.text,
      });
      // The chat as the record left it: no read of it again to know its column.
      await deps.tasks.releaseChatIfDone(task.clinicId, task.chatId, chat);
      publish(task.clinicId, 'chat-update', {
        chatId: task.chatId,
        reason: 'task-sent',
        taskId: task.id,
      });
    },
    async onRetry(task, _message, retry, now) {
      await tasksRepo.update(db, task.id, {
        status: 'pending',
        nextAttemptAt: retry.at,
        lastError: retry.reason,
        updatedAt: now,
      });
    },
    onFailed: (task, _message, reason, now) =>
      fail(task, `${MSG.taskRules.failedPrefix}${reason}`, now),
    // A task is never dropped: its text is its own.
    onDropped: async () => {},
    // The one refusal a task can meet is its 24-hour limit.
    onRefused: (task, _why, now) => fail(task, MSG.taskRules.tooLate, now),
  };
}
