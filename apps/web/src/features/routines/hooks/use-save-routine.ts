import { MSG, TOAST_MS, routineEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { createRoutine, updateRoutine } from '../api/routines-api';
import { serverRoutineErrors, type RoutineBody, type RoutineErrors } from '../routine-form';
import { ROUTINE_FAILURE, routineToast } from '../routine-toast';

type SaveVars = { id: string | null; body: RoutineBody };
type Callbacks = { onSaved: () => void; onFieldErrors: (errors: RoutineErrors) => void };

/** Saves one slot (POST when new, PUT when it exists) and toasts the outcome. */
export function useSaveRoutine({ onSaved, onFieldErrors }: Callbacks) {
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => (id ? updateRoutine(id, body) : createRoutine(body)),
    meta: { endpoint: [routineEndpoints.create, routineEndpoints.update] },
    onSuccess: (answer, { id }) => {
      routineToast({ title: id ? MSG.routineRules.updated : MSG.routineRules.created });
      onSaved();
    },
    onError: (error) => {
      onFieldErrors(serverRoutineErrors(error));
      toastFailure(MSG.routines.saveErrorTitle, error, TOAST_MS.dashboard, ROUTINE_FAILURE);
    },
  });
  return {
    save: (id: string | null, body: RoutineBody) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
