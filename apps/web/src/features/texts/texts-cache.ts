import type { PreConfiguredText } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { putById, removeById } from '@/lib/list-by-id';

import { textKeys } from './queries';

export type TextChange = { kind: 'put'; text: PreConfiguredText } | { kind: 'remove'; id: string };

/** The text list with one text put in place (or appended) or taken out. */
export function withTextChange(
  list: PreConfiguredText[] | undefined,
  change: TextChange,
): PreConfiguredText[] | undefined {
  if (!list) return list;
  return change.kind === 'remove' ? removeById(list, change.id) : putById(list, change.text);
}

/** Puts the change in the cached list at once; every texts query (the chat picker too) refetches. */
export function syncAfterTextChange(
  queryClient: QueryClient,
  userId: string,
  change: TextChange | null,
): Promise<void> {
  if (change) {
    queryClient.setQueryData<PreConfiguredText[]>(textKeys.list(userId), (list) =>
      withTextChange(list, change),
    );
  }
  return queryClient.invalidateQueries({ queryKey: textKeys.all });
}
