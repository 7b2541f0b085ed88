import { MSG, type Tag } from '@conecta/contract';
import { Pencil, Trash2 } from 'lucide-react';

import { IconAction } from '@/components/icon-action';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

type TagListItemProps = {
  tag: Tag;
  editing: boolean;
  disabled: boolean;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
};

/** One tag: its colour dot and badge, with 'Editar' and 'Remover'. */
export function TagListItem({ tag, editing, disabled, onEdit, onDelete }: TagListItemProps) {
  const T = MSG.tagsAdmin;
  return (
    <li
      aria-current={editing || undefined}
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-lg px-3 py-1.5',
        editing ? 'bg-accent ring-1 ring-emerald-300' : 'hover:bg-muted/60',
      )}
    >
      <span
        aria-hidden="true"
        className="size-3.5 shrink-0 rounded-full ring-2 ring-white"
        style={{ backgroundColor: tag.color }}
      />
      <Badge
        variant="outline"
        className="min-w-0 text-sm text-slate-800"
        style={{ borderColor: `${tag.color}66`, backgroundColor: `${tag.color}1a` }}
      >
        <span className="truncate">{tag.name}</span>
      </Badge>
      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <IconAction label={T.editLabel(tag.name)} onClick={() => onEdit(tag)} disabled={disabled}>
          <Pencil aria-hidden="true" />
        </IconAction>
        <IconAction
          label={T.removeLabel(tag.name)}
          tone="danger"
          onClick={() => onDelete(tag)}
          disabled={disabled}
        >
          <Trash2 aria-hidden="true" />
        </IconAction>
      </div>
    </li>
  );
}
