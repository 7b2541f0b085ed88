import { MSG } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/http';

import { createTag, updateTag } from '../api/tags-api';
import type { ValidTag } from '../tag-form';
import { tagToast, toastTagFailure } from '../tag-toast';
import { syncAfterTagChange } from '../tags-cache';

type SaveVars = { id: string | null; body: ValidTag };

/** Creates (`id` null) or updates a tag; toasts the outcome and refreshes tags and chats. */
export function useSaveTag(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => (id ? updateTag(id, body) : createTag(body)),
    onSuccess: (answer, { id }) => {
      tagToast({ title: id ? MSG.tagRules.updated : MSG.tagRules.created });
      void syncAfterTagChange(queryClient, userId, { kind: 'put', tag: answer.tag });
      onSaved();
    },
    onError: (error, { id }) => {
      const T = MSG.tagsAdmin;
      toastTagFailure(id ? T.updateErrorTitle : T.createErrorTitle, error);
      // A name taken or a tag gone elsewhere: show the list as the server has it now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void syncAfterTagChange(queryClient, userId, null);
      }
    },
  });
  return {
    save: (id: string | null, body: ValidTag) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
