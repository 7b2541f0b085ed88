import type { Task } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { putById, removeById } from '@/lib/list-by-id';

import { taskKeys } from './queries';

export type TaskChange = { kind: 'put'; task: Task } | { kind: 'remove'; id: string };

/** The chat's task list with one task put in place (or appended) or taken out. */
export function withTaskChange(list: Task[] | undefined, change: TaskChange): Task[] | undefined {
  if (!list) return list;
  return change.kind === 'remove' ? removeById(list, change.id) : putById(list, change.task);
}

/**
 * After a task call: the dialog's list shows the change at once and is then asked again, and the
 * chat list is invalidated, since the server moves the chat into or out of the task column.
 */
export function syncAfterTaskChange(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  change: TaskChange | null,
): void {
  const queryKey = taskKeys.chat(userId, chatId);
  if (change) queryClient.setQueryData<Task[]>(queryKey, (list) => withTaskChange(list, change));
  void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: chatKeys.all });
}
