import { MSG, TOAST_MS, type TextRequest, textEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { createText, updateText } from '../api/texts-api';
import { describeTextFailure, type TextFailure } from '../text-failure';

type SaveVars = { id: string | null; body: TextRequest };
type Callbacks = { onSaved: () => void; onFailed: (failure: TextFailure | null) => void };

/** Creates (`id` null) or updates a text; a failure becomes the form's inline alert. */
export function useSaveText({ onSaved, onFailed }: Callbacks) {
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => (id ? updateText(id, body) : createText(body)),
    meta: { endpoint: [textEndpoints.create, textEndpoints.update] },
    onSuccess: (answer, { id }) => {
      toast({
        title: id ? MSG.textRules.updated : MSG.textRules.created,
        duration: TOAST_MS.dashboard,
      });
      onSaved();
    },
    onError: (error) => onFailed(describeTextFailure(MSG.texts.saveError, error)),
  });
  return {
    save: (id: string | null, body: TextRequest) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
