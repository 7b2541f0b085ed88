import { MSG, TOAST_MS, taskEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { completeTask, deleteTask } from '../api/tasks-api';
import { TASK_FAILURE, taskToast } from '../task-toast';

type ActionVars = { kind: 'complete' | 'delete'; id: string };

/**
 * 'Concluir' and 'Excluir' on a task of one chat. Either may take the chat out of the task
 * column (no pending task left), so the chat list is refetched after both.
 */
export function useTaskAction(onDone: (vars: ActionVars) => void) {
  const mutation = useMutation({
    mutationFn: ({ kind, id }: ActionVars) =>
      kind === 'complete' ? completeTask(id) : deleteTask(id),
    meta: { endpoint: [taskEndpoints.complete, taskEndpoints.remove] },
    onSuccess: (_answer, vars) => {
      const T = MSG.tasks;
      taskToast({ title: vars.kind === 'complete' ? T.completedTitle : T.deletedTitle });
      onDone(vars);
    },
    onError: (error, vars) => {
      const T = MSG.tasks;
      const title = vars.kind === 'complete' ? T.completeError : T.deleteError;
      toastFailure(title, error, TOAST_MS.dashboard, TASK_FAILURE);
      onDone(vars);
    },
  });
  return {
    run: (kind: ActionVars['kind'], id: string) => mutation.mutate({ kind, id }),
    pending: mutation.isPending,
    /** The task the running call is about, to show its spinner. */
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
