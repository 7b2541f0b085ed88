import type { InstancesResponse, WebInstance } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { adminKeys } from './api/admin-keys';

export type InstanceChange =
  { kind: 'put'; instance: WebInstance } | { kind: 'remove'; id: string };

function changed(instances: WebInstance[], change: InstanceChange): WebInstance[] {
  if (change.kind === 'remove') return instances.filter((i) => i.id !== change.id);
  const { instance } = change;
  return instances.some((i) => i.id === instance.id)
    ? instances.map((i) => (i.id === instance.id ? instance : i))
    : [...instances, instance];
}

/** The list after a create, update or delete, so the table follows without a reload. */
export function applyInstanceChange(
  list: InstancesResponse | undefined,
  change: InstanceChange,
): InstancesResponse | undefined {
  if (!list) return list;
  const instances = changed(list.instances, change);
  return { ...list, instances, total: instances.length };
}

/** Writes the change into the cached list; who has an instance may have changed too. */
export function updateInstancesCache(queryClient: QueryClient, change: InstanceChange): void {
  queryClient.setQueryData<InstancesResponse>(adminKeys.instances(), (list) =>
    applyInstanceChange(list, change),
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
}
