import { MSG, type Task } from '@conecta/contract';
import { Check, Clock, Pencil, Trash2, TriangleAlert } from 'lucide-react';

import { IconAction } from '@/components/icon-action';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

import { formatInstant, formatLocalDateTime } from '../task-date';
import { failureText } from '../task-lists';

export type TaskItemKind = 'pending' | 'done' | 'failed';

type TaskItemProps = {
  task: Task;
  kind: TaskItemKind;
  /** Another call is running: the actions wait. */
  disabled: boolean;
  /** This task's call is running. */
  busy: boolean;
  editing: boolean;
  onEdit: (task: Task) => void;
  onComplete: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/**
 * One task. Pending: when it will be sent, with edit, complete and delete (none while it is
 * being sent). Done: struck through, 'Concluída em {date}' or '-', delete only. Failed: the
 * reason in red ('Falhou: ...'), delete only.
 */
export function TaskItem(props: TaskItemProps) {
  const { task, kind, disabled, busy, editing } = props;
  const T = MSG.tasks;
  const when = formatLocalDateTime(task.scheduledDate);
  const sending = kind === 'pending' && task.status === 'sending';
  const doneAt = formatInstant(task.executedAt);

  return (
    <li
      aria-current={editing || undefined}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2',
        editing ? 'bg-accent ring-1 ring-emerald-300' : 'bg-card',
        kind === 'failed' && 'border-red-200 bg-red-50/60',
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <p
          className={cn(
            'text-sm break-words whitespace-pre-wrap text-slate-800',
            kind === 'done' && 'text-muted-foreground line-through',
          )}
        >
          {task.message}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {kind === 'done' ? (
            <span>{doneAt ? T.completedAt(doneAt) : T.noDate}</span>
          ) : (
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock aria-hidden="true" className="size-3.5" />
              {T.scheduledFor(when)}
            </span>
          )}
          {sending ? <Badge variant="secondary">{T.sending}</Badge> : null}
        </p>
        {kind === 'failed' ? (
          <p className="flex items-start gap-1 text-xs font-medium text-red-700">
            <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {failureText(task, T.failedPrefix)}
          </p>
        ) : null}
      </div>
      <div className="-my-0.5 flex shrink-0 items-center">
        {busy ? <Spinner className="m-2.5 size-4 text-muted-foreground" /> : null}
        {kind === 'pending' && !sending && !busy ? (
          <>
            <IconAction
              label={T.editLabel(when)}
              onClick={() => props.onEdit(task)}
              disabled={disabled}
            >
              <Pencil aria-hidden="true" />
            </IconAction>
            <IconAction
              label={T.completeLabel(when)}
              onClick={() => props.onComplete(task)}
              disabled={disabled}
            >
              <Check aria-hidden="true" />
            </IconAction>
          </>
        ) : null}
        {!sending && !busy ? (
          <IconAction
            label={T.deleteLabel(when)}
            tone="danger"
            onClick={() => props.onDelete(task)}
            disabled={disabled}
          >
            <Trash2 aria-hidden="true" />
          </IconAction>
        ) : null}
      </div>
    </li>
  );
}
