import { MSG, type PreConfiguredText } from '@conecta/contract';
import { Pencil, Trash2 } from 'lucide-react';

import { IconAction } from '@/components/icon-action';
import { cn } from '@/lib/utils';

type TextListItemProps = {
  text: PreConfiguredText;
  editing: boolean;
  onEdit: (text: PreConfiguredText) => void;
  onDelete: (text: PreConfiguredText) => void;
};

/** One ready-made text: its title, the start of its content, 'Editar' and 'Deletar'. */
export function TextListItem({ text, editing, onEdit, onDelete }: TextListItemProps) {
  const X = MSG.texts;
  return (
    <li
      aria-current={editing || undefined}
      className={cn(
        'grid gap-1 rounded-xl border py-2 pr-2 pl-3 sm:pl-4',
        editing ? 'border-emerald-300 bg-accent' : 'bg-card',
      )}
    >
      <div className="flex min-w-0 items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{text.title}</p>
        <div className="flex shrink-0 items-center gap-0.5">
          <IconAction label={X.editLabel(text.title)} onClick={() => onEdit(text)}>
            <Pencil aria-hidden="true" />
          </IconAction>
          <IconAction
            label={X.removeLabel(text.title)}
            tone="danger"
            onClick={() => onDelete(text)}
          >
            <Trash2 aria-hidden="true" />
          </IconAction>
        </div>
      </div>
      <p className="line-clamp-2 pr-2 pb-1 text-sm break-words whitespace-pre-line text-muted-foreground">
        {text.content}
      </p>
    </li>
  );
}
