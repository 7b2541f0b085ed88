import type { Task } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { taskKeys } from './api/task-keys';

export type TaskChange = { kind: 'put'; task: Task } | { kind: 'remove'; id: string };

/** The chat's task list with one task put in place (or appended) or taken out. */
export function withTaskChange(list: Task[] | undefined, change: TaskChange): Task[] | undefined {
  if (!list) return list;
  if (change.kind === 'remove') return list.filter((t) => t.id !== change.id);
  const { task } = change;
  return list.some((t) => t.id === task.id)
    ? list.map((t) => (t.id === task.id ? task : t))
    : [...list, task];
}

/**
 * After a task call: the dialog's list shows the change at once and is then asked again, and the
 * chat list is refetched, since the server moves the chat into or out of the task column.
 */
export function syncAfterTaskChange(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  change: TaskChange | null,
  refreshChats: () => void,
): void {
  const queryKey = taskKeys.chat(userId, chatId);
  if (change) queryClient.setQueryData<Task[]>(queryKey, (list) => withTaskChange(list, change));
  void queryClient.invalidateQueries({ queryKey });
  refreshChats();
}
