import { COLUMNS, MSG, type BackendColumn } from '@conecta/contract';
import { useEffect, useRef } from 'react';

import { cn } from '@/lib/utils';

import { COLUMN_THEME } from '../column-theme';

type ColumnJumpNavProps = {
  counts: Record<BackendColumn, number>;
  /** The column the board shows now. */
  current: BackendColumn;
  onJump: (column: BackendColumn) => void;
};

/**
 * On a phone the board is seven 300 px columns side by side: this strip names them
 * with their counts, marks the one in view and scrolls the board to the one tapped. Hidden from
 * md up, where several columns fit at once. Dragging and the card menu are untouched: the strip
 * only scrolls.
 */
export function ColumnJumpNav({ counts, current, onJump }: ColumnJumpNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keeps the current chip visible as the board is swiped past the strip's own width.
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>(`[data-jump-column="${current}"]`);
    if (!list || !chip) return;
    const offset = chip.offsetLeft - list.offsetLeft;
    if (
      offset < list.scrollLeft ||
      offset + chip.offsetWidth > list.scrollLeft + list.clientWidth
    ) {
      list.scrollTo({ left: offset - 8 });
    }
  }, [current]);

  return (
    <nav aria-label={MSG.board.jumpLabel} className="md:hidden">
      <ul ref={listRef} className="flex gap-2 overflow-x-auto pb-1">
        {COLUMNS.map(({ backend, title }) => {
          const active = backend === current;
          return (
            <li key={backend} className="shrink-0">
              <button
                type="button"
                data-jump-column={backend}
                aria-current={active ? 'true' : undefined}
                aria-label={MSG.board.jumpTo(title, counts[backend])}
                onClick={() => onJump(backend)}
                className={cn(
                  'flex min-h-9 max-sm:min-h-11 items-center gap-1.5 rounded-full border px-3 text-xs font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  active
                    ? cn(
                        'border-transparent bg-linear-to-br text-white',
                        COLUMN_THEME[backend].header,
                      )
                    : 'bg-background text-foreground hover:bg-muted',
                )}
              >
                <span>{title}</span>{' '}
                <span
                  className={cn(
                    'rounded-full px-1.5 tabular-nums',
                    active ? 'bg-white/25' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {counts[backend]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
