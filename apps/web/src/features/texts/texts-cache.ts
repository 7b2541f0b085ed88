import type { PreConfiguredText } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { textKeys } from './api/text-keys';

export type TextChange = { kind: 'put'; text: PreConfiguredText } | { kind: 'remove'; id: string };

export function withTextChange(list: PreConfiguredText[] | undefined, change: TextChange) {
  if (!list) return list;
  if (change.kind === 'remove') return list.filter((t) => t.id !== change.id);
  const { text } = change;
  return list.some((t) => t.id === text.id)
    ? list.map((t) => (t.id === text.id ? text : t))
    : [...list, text];
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
