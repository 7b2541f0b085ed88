import { MSG, tagEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { createTag, updateTag } from '../api/tags-api';
import type { ValidTag } from '../tag-form';
import { tagToast, toastTagFailure } from '../tag-toast';

type SaveVars = { id: string | null; body: ValidTag };

/** Creates (`id` null) or updates a tag; toasts the outcome and refreshes tags and chats. */
export function useSaveTag(onSaved: () => void) {
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => (id ? updateTag(id, body) : createTag(body)),
    meta: { endpoint: [tagEndpoints.create, tagEndpoints.update] },
    onSuccess: (answer, { id }) => {
      tagToast({ title: id ? MSG.tagRules.updated : MSG.tagRules.created });
      onSaved();
    },
    onError: (error, { id }) => {
      const T = MSG.tagsAdmin;
      toastTagFailure(id ? T.updateErrorTitle : T.createErrorTitle, error);
    },
  });
  return {
    save: (id: string | null, body: ValidTag) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
