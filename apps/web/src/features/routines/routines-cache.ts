import type { Routine } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { putById, removeById } from '@/lib/list-by-id';

import { routineKeys } from './queries';

export type RoutineChange = { kind: 'put'; routine: Routine } | { kind: 'remove'; id: string };

/** The routine list with one routine put in place (or appended) or taken out. */
export function withRoutineChange(
  list: Routine[] | undefined,
  change: RoutineChange,
): Routine[] | undefined {
  if (!list) return list;
  return change.kind === 'remove' ? removeById(list, change.id) : putById(list, change.routine);
}

/**
 * Puts the change in the cached list at once, then asks the server for the list again; and the
 * board's cards, whose next automatic message moves with the routines (at the opening, when the
 * clinic is closed), without waiting for its next check.
 */
export function syncAfterRoutineChange(
  queryClient: QueryClient,
  userId: string,
  change: RoutineChange | null,
): Promise<void> {
  const queryKey = routineKeys.list(userId);
  if (change) {
    queryClient.setQueryData<Routine[]>(queryKey, (list) => withRoutineChange(list, change));
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  ]).then(() => undefined);
}
