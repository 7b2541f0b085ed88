import { MSG, tagEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { deleteTag } from '../api/tags-api';
import { tagToast, toastTagFailure } from '../tag-toast';

/** Deletes a confirmed tag; it leaves the list and every chat card at once. */
export function useDeleteTag(onDone: (id: string) => void) {
  const mutation = useMutation({
    mutationFn: (id: string) => deleteTag(id),
    meta: { endpoint: tagEndpoints.remove },
    onSuccess: (_answer, id) => {
      tagToast({ title: MSG.tagRules.removed });
      onDone(id);
    },
    onError: (error, id) => {
      toastTagFailure(MSG.tagsAdmin.removeErrorTitle, error);
      onDone(id);
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
