import { MSG, TASK_MESSAGE_MAX, type Task, type TaskRequest } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';

import {
  buildLocalDateTime,
  isFuture,
  nextFullHour,
  splitLocalDateTime,
  toDayValue,
  toTimeValue,
} from './task-date';

/** What the task form holds: the message and the two halves of the date. */
export type TaskDraft = { message: string; day: string; time: string };

/** A new task: no message, the next full hour. */
export function newTaskDraft(now: Date): TaskDraft {
  const at = nextFullHour(now);
  return { message: '', day: toDayValue(at), time: toTimeValue(at) };
}

/** The form filled with a task being edited. */
export function taskDraft(task: Task): TaskDraft {
  return { message: task.message, ...splitLocalDateTime(task.scheduledDate) };
}

/** 'n/1000 caracteres' under the message. */
export function counterText(message: string): string {
  return MSG.tasks.counter(message.length, TASK_MESSAGE_MAX);
}

/** Save is disabled while the message is blank or the date is missing. */
export function canSubmit(draft: TaskDraft): boolean {
  return draft.message.trim() !== '' && buildLocalDateTime(draft.day, draft.time) !== '';
}

export type TaskCheck = { ok: true; body: TaskRequest } | { ok: false; toast: ToastInput };

/**
 * The chat, the message (trimmed) and date are required ('Preencha todos os campos'), and the
 * date must be in the future ('A data deve ser futura'). Both toasts are destructive.
 */
export function validateTask(chatId: string, draft: TaskDraft, now: Date): TaskCheck {
  const T = MSG.tasks;
  const message = draft.message.trim();
  const scheduledDate = buildLocalDateTime(draft.day, draft.time);
  if (!chatId || !message || !scheduledDate) {
    return { ok: false, toast: { variant: 'destructive', title: T.requiredTitle } };
  }
  if (!isFuture(scheduledDate, now)) {
    return { ok: false, toast: { variant: 'destructive', title: T.futureTitle } };
  }
  return { ok: true, body: { chatId, message, scheduledDate } };
}
