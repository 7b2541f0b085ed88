import type { Task } from '@conecta/contract';

export type TaskLists = { pending: Task[]; done: Task[]; failed: Task[] };

/**
 * The three lists of 'Gerenciar Tarefas'. Pending holds what is still to be sent (a task being
 * sent right now stays there, without actions); done holds what was executed, by the scheduler
 * or by hand; failed holds what the scheduler gave up on, never sent, so not "concluded".
 * Pending runs soonest first; done and failed most recent first.
 */
export function splitTasks(tasks: readonly Task[]): TaskLists {
  const pending: Task[] = [];
  const done: Task[] = [];
  const failed: Task[] = [];
  for (const task of tasks) {
    if (task.executed || task.status === 'executed') done.push(task);
    else if (task.status === 'failed') failed.push(task);
    else pending.push(task);
  }
  const bySchedule = (a: Task, b: Task) => a.scheduledDate.localeCompare(b.scheduledDate);
  pending.sort(bySchedule);
  done.sort((a, b) => (b.executedAt ?? '').localeCompare(a.executedAt ?? '') || -bySchedule(a, b));
  failed.sort((a, b) => -bySchedule(a, b));
  return { pending, done, failed };
}

/** The red line of a failed task: its reason, which the server already starts with 'Falhou: '. */
export function failureText(task: Task, prefix: string): string {
  const reason = task.failureReason?.trim() ?? '';
  if (!reason) return prefix.trim();
  return reason.startsWith(prefix.trim()) ? reason : `${prefix}${reason}`;
}
