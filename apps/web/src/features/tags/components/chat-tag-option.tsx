import type { Tag } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type ChatTagOptionProps = {
  id: string;
  tag: Tag;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

/** One tag to check: the box, its colour dot and its badge; the whole row toggles it. */
export function ChatTagOption({ id, tag, checked, disabled, onChange }: ChatTagOptionProps) {
  return (
    <li className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-muted/60">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label
        htmlFor={id}
        className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3"
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
      </Label>
    </li>
  );
}
