import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';
import { ApiError } from '@/lib/http';

import { deleteRoutine } from '../api/routines-api';
import { ROUTINE_FAILURE, routineToast } from '../routine-toast';
import { syncAfterRoutineChange } from '../routines-cache';

/** Deletes a confirmed routine; its slot shows 'Adicionar' again. */
export function useDeleteRoutine(userId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteRoutine(id),
    onSuccess: (_answer, id) => {
      routineToast({ title: MSG.routineRules.removed });
      void syncAfterRoutineChange(queryClient, userId, { kind: 'remove', id });
      onDone();
    },
    onError: (error, id) => {
      toastFailure(MSG.routines.removeErrorTitle, error, TOAST_MS.dashboard, ROUTINE_FAILURE);
      const gone = error instanceof ApiError && error.status === 404;
      void syncAfterRoutineChange(queryClient, userId, gone ? { kind: 'remove', id } : null);
      onDone();
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
