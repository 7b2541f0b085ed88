import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';
import { ApiError } from '@/lib/http';

import { createRoutine, updateRoutine } from '../api/routines-api';
import { serverRoutineErrors, type RoutineBody, type RoutineErrors } from '../routine-form';
import { ROUTINE_FAILURE, routineToast } from '../routine-toast';
import { syncAfterRoutineChange } from '../routines-cache';

type SaveVars = { id: string | null; body: RoutineBody };
type Callbacks = { onSaved: () => void; onFieldErrors: (errors: RoutineErrors) => void };

/** Saves one slot (POST when new, PUT when it exists) and toasts the outcome. */
export function useSaveRoutine(userId: string, { onSaved, onFieldErrors }: Callbacks) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => (id ? updateRoutine(id, body) : createRoutine(body)),
    onSuccess: (answer, { id }) => {
      routineToast({ title: id ? MSG.routineRules.updated : MSG.routineRules.created });
      const change = answer.routine ? { kind: 'put' as const, routine: answer.routine } : null;
      void syncAfterRoutineChange(queryClient, userId, change);
      onSaved();
    },
    onError: (error) => {
      onFieldErrors(serverRoutineErrors(error));
      toastFailure(MSG.routines.saveErrorTitle, error, TOAST_MS.dashboard, ROUTINE_FAILURE);
      // The slot was taken, or the routine removed, elsewhere: show the server's list.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void syncAfterRoutineChange(queryClient, userId, null);
      }
    },
  });
  return {
    save: (id: string | null, body: RoutineBody) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
