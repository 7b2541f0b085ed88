import { MSG } from '@conecta/contract';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

import type { SortOrder } from '../column-settings';

type ColumnSortToggleProps = { order: SortOrder; onToggle: () => void };

/** Flips the column between most recent first and oldest first; the hint says what it does. */
export function ColumnSortToggle({ order, onToggle }: ColumnSortToggleProps) {
  const hint = order === 'recent' ? MSG.board.sortOldest : MSG.board.sortRecent;
  const Icon = order === 'recent' ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={hint}
          onClick={onToggle}
          className="size-8 text-white hover:bg-white/15 hover:text-white focus-visible:ring-white focus-visible:ring-offset-0"
        >
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
