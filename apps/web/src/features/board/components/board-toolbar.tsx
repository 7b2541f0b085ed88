import { MSG, type ChatTag } from '@conecta/contract';
import { Download, UserRound } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { SearchBox } from './search-box';
import { TagFilterChips } from './tag-filter-chips';

type BoardToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  tags: ChatTag[];
  tagId: string | null;
  onTagChange: (tagId: string | null) => void;
  /** 'Minhas conversas', in a team; null hides it. */
  mine?: { on: boolean; toggle: () => void } | null;
  onExport: () => void;
};

/** Search, tag chips and 'Exportar' above the board; wraps onto more lines on narrow screens. */
export function BoardToolbar({
  query,
  onQueryChange,
  tags,
  tagId,
  onTagChange,
  mine = null,
  onExport,
}: BoardToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox value={query} onChange={onQueryChange} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        {mine ? (
          <button
            type="button"
            aria-pressed={mine.on}
            onClick={mine.toggle}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              mine.on
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card text-slate-700 hover:bg-accent',
            )}
          >
            <UserRound aria-hidden="true" className="size-4" />
            {MSG.assign.mine}
          </button>
        ) : null}
        <TagFilterChips tags={tags} value={tagId} onChange={onTagChange} />
      </div>
      <Button variant="outline" size="sm" onClick={onExport} className="h-9">
        <Download aria-hidden="true" />
        {MSG.board.export}
      </Button>
    </div>
  );
}
