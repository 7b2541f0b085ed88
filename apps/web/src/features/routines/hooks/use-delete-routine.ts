import { MSG, TOAST_MS, routineEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { deleteRoutine } from '../api/routines-api';
import { ROUTINE_FAILURE, routineToast } from '../routine-toast';

/** Deletes a confirmed routine; its slot shows 'Adicionar' again. */
export function useDeleteRoutine(onDone: () => void) {
  const mutation = useMutation({
    mutationFn: (id: string) => deleteRoutine(id),
    meta: { endpoint: routineEndpoints.remove },
    onSuccess: () => {
      routineToast({ title: MSG.routineRules.removed });
      onDone();
    },
    onError: (error) => {
      toastFailure(MSG.routines.removeErrorTitle, error, TOAST_MS.dashboard, ROUTINE_FAILURE);
      onDone();
    },
  });
  return { remove: mutation.mutate, pending: mutation.isPending };
}
