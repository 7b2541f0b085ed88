import type { Routine } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { routineKeys } from './api/routine-keys';

export type RoutineChange = { kind: 'put'; routine: Routine } | { kind: 'remove'; id: string };

export function withRoutineChange(list: Routine[] | undefined, change: RoutineChange) {
  if (!list) return list;
  if (change.kind === 'remove') return list.filter((r) => r.id !== change.id);
  const { routine } = change;
  return [...list.filter((r) => r.id !== routine.id), routine];
}

/** Puts the change in the cached list at once, then asks the server for the list again. */
export function syncAfterRoutineChange(
  queryClient: QueryClient,
  userId: string,
  change: RoutineChange | null,
): Promise<void> {
  const queryKey = routineKeys.list(userId);
  if (change) {
    queryClient.setQueryData<Routine[]>(queryKey, (list) => withRoutineChange(list, change));
  }
  return queryClient.invalidateQueries({ queryKey });
}
