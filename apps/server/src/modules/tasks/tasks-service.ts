import { localToUtc, readColumn, utcToLocal, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ChatsService } from '../conversations/index.ts';
import type { Member } from '../memberships/index.ts';
import { type TaskRow, tasksRepo } from './tasks-repo.ts';

export interface TaskInput {
  chatId: string;
  message: string;
  scheduledDate: string;
}

export function taskView(t: TaskRow, timeZone: string) {
  return {
    id: t.id,
    chatId: t.chatId,
    message: t.message,
    scheduledDate: utcToLocal(t.dueAt, timeZone),
    executed: t.status === 'executed',
    executedAt: t.executedAt?.toISOString() ?? null,
    status: t.status,
    failureReason: t.status === 'failed' ? t.lastError : null,
    completedByHand: t.completedByHand,
  };
}

const notFound = () => new AppError('NOT_FOUND', MSG.taskRules.notFound);

/**
 * Scheduled messages. A chat with a pending task sits in the task column; it goes back to the
 * column it came from when no pending task is left.
 */
export function createTasksService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  /** The board's chats, through their module: finding one and placing it in a column. */
  chats: Pick<ChatsService, 'find' | 'placeIn'>;
  /** The member's time zone (the auth module's), in which `scheduledDate` is written and read. */
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, clock, publish, chats } = deps;
  const zoneOf = deps.timeZoneOf;

  /** The local date-time, read in the account's zone, as an instant that must still be ahead. */
  function futureInstant(local: string, zone: string) {
    const due = localToUtc(local, zone);
    if (due.getTime() <= clock().getTime())
      throw new AppError('RULE_BROKEN', MSG.taskRules.dateFuture);
    return due;
  }

  /**
   * A chat with no task left leaves 'Tarefa' for the column it came from. `known`: the chat's
   * column as a statement just returned it (a task's send), instead of reading it again.
   */
  async function releaseChatIfDone(
    clinicId: string,
    chatId: string,
    known?: { column: string; rememberedColumn: string | null },
  ) {
    if ((await tasksRepo.pendingCount(db, clinicId, chatId)) > 0) return;
    const chat = known ?? (await chats.find(clinicId, chatId));
    if (chat && readColumn(chat.column) === 'task') {
      const back =
        chat.rememberedColumn && readColumn(chat.rememberedColumn) !== 'task'
          ? readColumn(chat.rememberedColumn)
          : 'inbox';
      await chats.placeIn(clinicId, chatId, back, null);
      publish(clinicId, 'chat-update', { chatId, reason: 'column', column: back });
    }
  }

  return {
    releaseChatIfDone,

    async create(who: Member, input: TaskInput) {
      const { clinicId } = who;
      const chat = await chats.find(clinicId, input.chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const zone = await zoneOf(who.userId);
      const dueAt = futureInstant(input.scheduledDate, zone);
      const now = clock();
      const task = await tasksRepo.insert(db, {
        clinicId,
        createdBy: who.userId,
        chatRowId: chat.id,
        chatId: chat.chatId,
        message: input.message,
        dueAt,
        nextAttemptAt: dueAt,
        createdAt: now,
        updatedAt: now,
      });
      const column = readColumn(chat.column);
      if (column !== 'task') {
        await chats.placeIn(clinicId, chat.chatId, 'task', column);
        publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'column', column: 'task' });
      }
      return {
        success: true as const,
        message: MSG.taskRules.created,
        task: taskView(task, zone),
      };
    },

    async list(who: Member, chatId: string) {
      const { clinicId } = who;
      if (!(await chats.find(clinicId, chatId)))
        throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const zone = await zoneOf(who.userId);
      return {
        success: true as const,
        tasks: (await tasksRepo.listForChat(db, clinicId, chatId)).map((t) => taskView(t, zone)),
      };
    },

    async update(who: Member, id: string, input: TaskInput) {
      const { clinicId } = who;
      const current = await tasksRepo.find(db, clinicId, id);
      if (!current || current.chatId !== input.chatId) throw notFound();
      const zone = await zoneOf(who.userId);
      const dueAt = futureInstant(input.scheduledDate, zone);
      const task = await tasksRepo.updatePending(db, clinicId, id, {
        message: input.message,
        dueAt,
        nextAttemptAt: dueAt,
        updatedAt: clock(),
      });
      if (!task) throw new AppError('RULE_BROKEN', MSG.taskRules.onlyPending);
      publish(clinicId, 'chat-update', { chatId: task.chatId, reason: 'task' });
      return {
        success: true as const,
        message: MSG.taskRules.updated,
        task: taskView(task, zone),
      };
    },

    async remove(who: Member, id: string) {
      const { clinicId } = who;
      const task = await tasksRepo.find(db, clinicId, id);
      if (!task) throw notFound();
      if (task.status === 'sending') throw new AppError('RULE_BROKEN', MSG.taskRules.onlyPending);
      await tasksRepo.delete(db, clinicId, id);
      await releaseChatIfDone(clinicId, task.chatId);
      publish(clinicId, 'chat-update', { chatId: task.chatId, reason: 'task' });
      return { success: true as const, message: MSG.taskRules.deleted };
    },

    /** Done by hand: marked executed, nothing is sent. */
    async complete(who: Member, id: string) {
      const { clinicId } = who;
      const now = clock();
      const task = await tasksRepo.updatePending(db, clinicId, id, {
        status: 'executed',
        executedAt: now,
        completedByHand: true,
        updatedAt: now,
      });
      if (!task) {
        if (!(await tasksRepo.find(db, clinicId, id))) throw notFound();
        throw new AppError('RULE_BROKEN', MSG.taskRules.onlyPending);
      }
      await releaseChatIfDone(clinicId, task.chatId);
      publish(clinicId, 'chat-update', { chatId: task.chatId, reason: 'task' });
      return {
        success: true as const,
        message: MSG.taskRules.completed,
        task: taskView(task, await zoneOf(who.userId)),
      };
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
