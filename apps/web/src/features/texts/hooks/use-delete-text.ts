import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

import { deleteText } from '../api/texts-api';
import { describeTextFailure, type TextFailure } from '../text-failure';
import { syncAfterTextChange } from '../texts-cache';

/** Deletes a confirmed text; `onDone` gets the inline alert of a failure, or null. */
export function useDeleteText(userId: string, onDone: (failure: TextFailure | null) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteText(id),
    onSuccess: (_answer, id) => {
      toast({ title: MSG.textRules.removed, duration: TOAST_MS.dashboard });
      void syncAfterTextChange(queryClient, userId, { kind: 'remove', id });
      onDone(null);
    },
    onError: (error, id) => {
      const gone = error instanceof ApiError && error.status === 404;
      void syncAfterTextChange(queryClient, userId, gone ? { kind: 'remove', id } : null);
      onDone(describeTextFailure(MSG.texts.removeError, error));
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
