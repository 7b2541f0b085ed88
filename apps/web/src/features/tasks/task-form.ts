import {
  MSG,
  TASK_MESSAGE_MAX,
  type OpeningHours,
  type Task,
  type TaskRequest,
} from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';
import { dayOf, nextBusinessHour, pastField, timeOf, whenProblems } from '@/lib/schedule';

import { buildLocalDateTime, splitLocalDateTime } from './task-date';

/**
 * What the task form holds: the message and the two halves of the date, the day 'YYYY-MM-DD'
 * (or the date field's INVALID_DAY) and the time 'HH:mm' (or the time field's INVALID_TIME).
 */
export type TaskDraft = { message: string; day: string; time: string };

/** What is wrong with the day and with the time, each said under its own field. */
export type TaskFieldErrors = { day?: string | null; time?: string | null };

/**
 * A new task: no message, at the next business hour (the next full hour, inside the
 * clinic's opening hours when they are on).
 */
export function newTaskDraft(now: Date, hours?: OpeningHours | null): TaskDraft {
  const at = nextBusinessHour(now, hours);
  return { message: '', day: dayOf(at), time: timeOf(at) };
}

/** The form filled with a task being edited. */
export function taskDraft(task: Task): TaskDraft {
  return { message: task.message, ...splitLocalDateTime(task.scheduledDate) };
}

/** 'n/1000 caracteres' under the message. */
export function counterText(message: string): string {
  return MSG.tasks.counter(message.length, TASK_MESSAGE_MAX);
}

/**
 * Save is disabled while the message is blank or the date missing; a day or time typed wrong
 * leaves it on, so that saving marks the wrong field.
 */
export function canSubmit(draft: TaskDraft): boolean {
  return draft.message.trim() !== '' && draft.day !== '' && draft.time !== '';
}

/**
 * The day's and the time's own problems: a day not read 'Date input not valid.' (the
 * specification's words), a time not read 'Horário inválido: use 14:30, 14h30 ou 14h.', and a
 * moment gone by 'A data deve ser futura' under the day when the day passed, else the time.
 * Missing halves are the toast's ('Preencha todos os campos').
 */
export function taskFieldErrors(draft: TaskDraft, now: Date): TaskFieldErrors {
  const problems = whenProblems(draft.day, draft.time, now);
  const errors: TaskFieldErrors = {};
  if (problems.day === 'invalid') errors.day = MSG.tasks.dateInvalid;
  if (problems.day === 'past') errors.day = MSG.tasks.futureTitle;
  if (problems.time === 'invalid') errors.time = MSG.taskRules.timeTyped;
  if (problems.time === 'past') errors.time = MSG.tasks.futureTitle;
  return errors;
}

export type TaskCheck =
  | { ok: true; body: TaskRequest }
  | { ok: false; toast: ToastInput }
  | { ok: false; errors: TaskFieldErrors };

/**
 * The chat, the message (trimmed) and date are required (the destructive toast 'Preencha todos
 * os campos'); a day or time typed wrong, or a moment not in the future ('A data deve ser
 * futura'), marks its own field.
 */
export function validateTask(chatId: string, draft: TaskDraft, now: Date): TaskCheck {
  const T = MSG.tasks;
  const message = draft.message.trim();
  if (!chatId || !message || !draft.day || !draft.time) {
    return { ok: false, toast: { variant: 'destructive', title: T.requiredTitle } };
  }
  const errors = taskFieldErrors(draft, now);
  if (errors.day || errors.time) return { ok: false, errors };
  const scheduledDate = buildLocalDateTime(draft.day, draft.time);
  return { ok: true, body: { chatId, message, scheduledDate } };
}

/**
 * The server's refusal of the date, under the field it is about: a moment gone by ('A data deve
 * ser futura', the clocks may differ) under the day or the time, an unreadable date under the
 * day. Null for any other failure.
 */
export function refusedFieldErrors(
  error: unknown,
  draft: TaskDraft,
  now: Date,
): TaskFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.message === MSG.taskRules.dateFuture) {
    return { [pastField(draft.day, now)]: error.message };
  }
  if (error.message === MSG.taskRules.dateInvalid) return { day: error.message };
  return null;
}
