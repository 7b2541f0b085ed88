import { MSG } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/http';

import { deleteTag } from '../api/tags-api';
import { tagToast, toastTagFailure } from '../tag-toast';
import { syncAfterTagChange } from '../tags-cache';

/** Deletes a confirmed tag; it leaves the list and every chat card at once. */
export function useDeleteTag(userId: string, onDone: (id: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteTag(id),
    onSuccess: (_answer, id) => {
      tagToast({ title: MSG.tagRules.removed });
      void syncAfterTagChange(queryClient, userId, { kind: 'remove', id });
      onDone(id);
    },
    onError: (error, id) => {
      toastTagFailure(MSG.tagsAdmin.removeErrorTitle, error);
      const gone = error instanceof ApiError && error.status === 404;
      void syncAfterTagChange(queryClient, userId, gone ? { kind: 'remove', id } : null);
      onDone(id);
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
