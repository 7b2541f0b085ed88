import { MSG, TOAST_MS, type TaskRequest, taskEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toastFailure } from '@/components/failure-toast';

import { saveTask, type TaskAnswer } from '../api/tasks-api';
import { formatLocalDateTime } from '../task-date';
import { TASK_FAILURE, taskToast } from '../task-toast';

type SaveVars = { id: string | null; body: TaskRequest };

type SaveTaskOptions = {
  /** From the card, a new task says the chat went to 'Tarefas'; in the dialog, when it is sent. */
  from: 'card' | 'dialog';
  onSaved: (answer: TaskAnswer) => void;
  /** The call failed (after the toast): the form may mark the field the refusal is about. */
  onRefused?: (error: unknown) => void;
};

/** Creates (`id` null) or updates a task; toasts the outcome and refreshes tasks and chats. */
export function useSaveTask({ from, onSaved, onRefused }: SaveTaskOptions) {
  const mutation = useMutation({
    mutationFn: ({ id, body }: SaveVars) => saveTask(id, body),
    meta: { endpoint: [taskEndpoints.create, taskEndpoints.update] },
    onSuccess: (answer, { id }) => {
      const T = MSG.tasks;
      const when = formatLocalDateTime(answer.task.scheduledDate);
      if (id) taskToast({ title: T.updatedTitle, description: T.updatedDescription(when) });
      else if (from === 'card')
        taskToast({ title: T.createdTitle, description: T.movedDescription });
      else taskToast({ title: T.createdTitle, description: T.createdDescription(when) });
      onSaved(answer);
    },
    onError: (error, { id }) => {
      const title = id ? MSG.tasks.updateError : MSG.tasks.createError;
      toastFailure(title, error, TOAST_MS.dashboard, TASK_FAILURE);
      onRefused?.(error);
    },
  });
  return {
    save: (id: string | null, body: TaskRequest) => mutation.mutate({ id, body }),
    pending: mutation.isPending,
  };
}
