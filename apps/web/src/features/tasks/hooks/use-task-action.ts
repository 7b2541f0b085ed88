import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { completeTask, deleteTask } from '../api/tasks-api';
import { TASK_FAILURE, taskToast } from '../task-toast';
import { syncAfterTaskChange, type TaskChange } from '../tasks-cache';

type ActionVars = { kind: 'complete' | 'delete'; id: string };

/**
 * 'Concluir' and 'Excluir' on a task of one chat. Either may take the chat out of the task
 * column (no pending task left), so the chat list is refetched after both.
 */
export function useTaskAction(userId: string, chatId: string, onDone: (vars: ActionVars) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ kind, id }: ActionVars): Promise<TaskChange> => {
      if (kind === 'complete') return { kind: 'put', task: (await completeTask(id)).task };
      await deleteTask(id);
      return { kind: 'remove', id };
    },
    onSuccess: (change, vars) => {
      const T = MSG.tasks;
      taskToast({ title: vars.kind === 'complete' ? T.completedTitle : T.deletedTitle });
      syncAfterTaskChange(queryClient, userId, chatId, change);
      onDone(vars);
    },
    onError: (error, vars) => {
      const T = MSG.tasks;
      const title = vars.kind === 'complete' ? T.completeError : T.deleteError;
      toastFailure(title, error, TOAST_MS.dashboard, TASK_FAILURE);
      syncAfterTaskChange(queryClient, userId, chatId, null);
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
