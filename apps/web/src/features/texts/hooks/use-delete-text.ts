import { MSG, TOAST_MS, textEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { deleteText } from '../api/texts-api';
import { describeTextFailure, type TextFailure } from '../text-failure';

/** Deletes a confirmed text; `onDone` gets the inline alert of a failure, or null. */
export function useDeleteText(onDone: (failure: TextFailure | null) => void) {
  const mutation = useMutation({
    mutationFn: (id: string) => deleteText(id),
    meta: { endpoint: textEndpoints.remove },
    onSuccess: () => {
      toast({ title: MSG.textRules.removed, duration: TOAST_MS.dashboard });
      onDone(null);
    },
    onError: (error) => {
      onDone(describeTextFailure(MSG.texts.removeError, error));
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
