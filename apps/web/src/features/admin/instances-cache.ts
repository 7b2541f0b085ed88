import type { InstancesResponse, WebInstance } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { putById, removeById } from '@/lib/list-by-id';

import { adminKeys } from './queries';

export type InstanceChange =
  { kind: 'put'; instance: WebInstance } | { kind: 'remove'; id: string };

/** The list after a create, update or delete, so the table follows without a reload. */
export function applyInstanceChange(
  list: InstancesResponse | undefined,
  change: InstanceChange,
): InstancesResponse | undefined {
  if (!list) return list;
  const instances =
    change.kind === 'remove'
      ? removeById(list.instances, change.id)
      : putById(list.instances, change.instance);
  return { ...list, instances, total: instances.length };
}

/** Writes the change into the cached list; who has an instance may have changed too. */
export function updateInstancesCache(queryClient: QueryClient, change: InstanceChange): void {
  queryClient.setQueryData<InstancesResponse>(adminKeys.instances(), (list) =>
    applyInstanceChange(list, change),
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
}
