import { useQuery } from '@tanstack/react-query';

import { useSessionClinic } from '@/features/session';

import { listUndoableMerges, mergeKeys } from '../api/chat-merge-api';

/** Whether the signed-in person is a Responsável of the clinic (merging is theirs alone). */
export function useIsResponsavel(): boolean {
  return useSessionClinic()?.role === 'RESPONSAVEL';
}

/**
 * The merges into this chat that may still be undone today ('Desfazer mesclagem'); asked only
 * for a Responsável, and again after a merge or an undo (the 'merges' topic).
 */
export function useUndoableMerges(chatId: string) {
  const responsavel = useIsResponsavel();
  return useQuery({
    queryKey: mergeKeys.undoable(chatId),
    queryFn: ({ signal }) => listUndoableMerges(chatId, signal),
    enabled: responsavel,
    retry: false,
  });
}
