import { MSG, type Task } from '@conecta/contract';
import { CalendarPlus, CircleAlert, ListTodo } from 'lucide-react';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';

import { useTaskAction } from '../hooks/use-task-action';
import { useTasks } from '../hooks/use-tasks';
import { splitTasks } from '../task-lists';
import { TaskInlineForm } from './task-inline-form';
import { TaskSection } from './task-section';

type TasksManagerProps = { chatId: string; userId: string };

type FormState = { task: Task | null } | null;

/**
 * The body of 'Gerenciar Tarefas': 'Criar Nova Tarefa' (or the inline form), then the pending,
 * concluded and failed lists, the empty and loading states, and the delete confirmation.
 */
export function TasksManager({ chatId, userId }: TasksManagerProps) {
  const T = MSG.tasks;
  const { tasks, loading, failed, retry } = useTasks(userId, chatId);
  const [form, setForm] = useState<FormState>(null);
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const action = useTaskAction(({ kind, id }) => {
    if (kind === 'delete') setToDelete(null);
    if (form?.task?.id === id) setForm(null);
  });
  const lists = useMemo(() => splitTasks(tasks ?? []), [tasks]);

  let body;
  if (loading) {
    body = <SectionLoader label={T.loading} className="min-h-32" />;
  } else if (failed || !tasks) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <CircleAlert aria-hidden="true" className="size-7 text-red-600" />
        <p className="text-sm font-medium text-slate-800">{T.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={retry}>
          {T.retry}
        </Button>
      </div>
    );
  } else if (tasks.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-8 text-center">
        <ListTodo aria-hidden="true" className="size-7 text-emerald-600" />
        <p className="text-sm font-medium text-slate-800">{T.empty}</p>
        <p className="max-w-xs px-4 text-xs text-muted-foreground">{T.emptyHint}</p>
      </div>
    );
  } else {
    const shared = {
      disabled: action.pending,
      busyId: action.busyId,
      editingId: form?.task?.id ?? null,
      onEdit: (task: Task) => setForm({ task }),
      onComplete: (task: Task) => action.run('complete', task.id),
      onDelete: setToDelete,
    };
    body = (
      <div className="grid gap-4">
        <TaskSection
          title={T.pendingTitle(lists.pending.length)}
          kind="pending"
          tasks={lists.pending}
          emptyText={T.pendingEmpty}
          {...shared}
        />
        <TaskSection
          title={T.doneTitle(lists.done.length)}
          kind="done"
          tasks={lists.done}
          {...shared}
        />
        <TaskSection
          title={T.failedTitle(lists.failed.length)}
          kind="failed"
          tasks={lists.failed}
          {...shared}
        />
      </div>
    );
  }

  return (
    <>
      {form ? (
        <TaskInlineForm
          key={form.task?.id ?? 'new'}
          chatId={chatId}
          task={form.task}
          onDone={() => setForm(null)}
        />
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setForm({ task: null })}
        >
          <CalendarPlus aria-hidden="true" />
          {T.newTask}
        </Button>
      )}
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && action.run('delete', toDelete.id)}
        pending={action.pending}
        title={T.confirmTitle}
        description={T.confirmDescription}
        confirmLabel={T.confirm}
        pendingLabel={T.removing}
        cancelLabel={T.cancel}
      />
    </>
  );
}
