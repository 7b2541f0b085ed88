import type { Task } from '@conecta/contract';
import { useId } from 'react';

import { TaskItem, type TaskItemKind } from './task-item';

type TaskSectionProps = {
  title: string;
  kind: TaskItemKind;
  tasks: Task[];
  disabled: boolean;
  busyId: string | undefined;
  editingId: string | null;
  onEdit: (task: Task) => void;
  onComplete: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Shown with its '(0)' title and this line even when empty. */
  emptyText?: string;
};

/** A titled list of tasks ('Tarefas Pendentes (n)'...); nothing when it has none. */
export function TaskSection(props: TaskSectionProps) {
  const { title, kind, tasks, busyId, editingId, emptyText, ...rest } = props;
  const titleId = useId();
  if (tasks.length === 0 && !emptyText) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-3 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-1.5">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              kind={kind}
              busy={task.id === busyId}
              editing={task.id === editingId}
              {...rest}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
