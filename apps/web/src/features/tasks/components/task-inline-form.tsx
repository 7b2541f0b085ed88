import { MSG, type Task } from '@conecta/contract';
import { useId, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useSaveTask } from '../hooks/use-save-task';
import { useTaskDraft } from '../hooks/use-task-draft';
import { canSubmit, refusedFieldErrors, validateTask } from '../task-form';
import { taskToast } from '../task-toast';
import { TaskFields } from './task-fields';

type TaskInlineFormProps = {
  chatId: string;
  /** The task being edited; null for 'Nova Tarefa'. */
  task: Task | null;
  /** Leaves the form: after saving, or on 'Cancelar'. */
  onDone: () => void;
};

/** 'Nova Tarefa' or 'Editar Tarefa' inside 'Gerenciar Tarefas', with 'Criar' or 'Atualizar'. */
export function TaskInlineForm({ chatId, task, onDone }: TaskInlineFormProps) {
  const T = MSG.tasks;
  const idPrefix = useId();
  const { draft, change, errors, setErrors, leave } = useTaskDraft(task);
  const { save, pending } = useSaveTask({
    from: 'dialog',
    onSaved: onDone,
    onRefused: (error) => setErrors(refusedFieldErrors(error, draft, new Date()) ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTask(chatId, draft, new Date());
    if (!result.ok) {
      if ('toast' in result) return taskToast(result.toast);
      return setErrors(result.errors);
    }
    save(task?.id ?? null, result.body);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${idPrefix}-title`}
      className="grid min-w-0 gap-4 rounded-xl border bg-muted/40 p-3 sm:p-4"
    >
      <h3 id={`${idPrefix}-title`} className="text-sm font-semibold text-slate-800">
        {task ? T.formEdit : T.formNew}
      </h3>
      <TaskFields
        idPrefix={idPrefix}
        draft={draft}
        onChange={change}
        errors={errors}
        onLeave={leave}
        disabled={pending}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={pending}>
          {T.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={pending || !canSubmit(draft)}>
          {pending ? <Spinner /> : null}
          {pending ? T.saving : task ? T.submitUpdate : T.submitCreate}
        </Button>
      </div>
    </form>
  );
}
