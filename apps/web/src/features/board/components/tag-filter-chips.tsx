import { MSG, type ChatTag } from '@conecta/contract';

import { cn } from '@/lib/utils';

type TagFilterChipsProps = {
  tags: ChatTag[];
  /** The chosen tag; null for 'Todas'. */
  value: string | null;
  onChange: (tagId: string | null) => void;
};

const chip =
  'inline-flex h-9 max-w-48 max-sm:h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const idle = 'border-input bg-card text-slate-700 hover:bg-accent';
const chosen = 'border-primary bg-primary text-primary-foreground';

/** 'Todas' plus one chip per tag; one at a time, and the chosen one again goes back to 'Todas'. */
export function TagFilterChips({ tags, value, onChange }: TagFilterChipsProps) {
  return (
    <div role="group" aria-label={MSG.board.tagFilterLabel} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        className={cn(chip, value === null ? chosen : idle)}
      >
        {MSG.board.allTags}
      </button>
      {tags.map((tag) => {
        const on = value === tag.id;
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? null : tag.id)}
            className={cn(chip, on ? chosen : idle)}
          >
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full ring-1 ring-white/70"
              style={{ backgroundColor: tag.color }}
            />
            <span className="truncate">{tag.name}</span>
          </button>
        );
      })}
    </div>
  );
}
