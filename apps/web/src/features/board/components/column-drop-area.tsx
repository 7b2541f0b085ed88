import { moveBlockReason, readColumn, type BackendColumn } from '@conecta/contract';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

import { COLUMN_THEME } from '../column-theme';
import { draggedChat, type ColumnDropData } from '../dnd-announcements';

type ColumnDropAreaProps = {
  column: BackendColumn;
  headingId: string;
  children: ReactNode;
  /**
   * The pointer came onto the column or moved on it (true), or left it (false): the column holds
   * its order meanwhile.
   */
  onPointerInside?: (inside: boolean) => void;
};

/**
 * The whole column as a drop target. While a card hovers it, the outline says whether the drop
 * would move the card (column colour) or be refused (red). Only this wrapper follows the drag
 * state; its children were made by the column and do not re-render with it.
 */
export function ColumnDropArea({
  column,
  headingId,
  children,
  onPointerInside,
}: ColumnDropAreaProps) {
  const data: ColumnDropData = { column };
  const { setNodeRef, isOver, active } = useDroppable({ id: column, data });
  const from = active ? draggedChat(active)?.column : undefined;
  const hovered = isOver && from !== undefined && readColumn(from) !== column;
  const refused = hovered && moveBlockReason(readColumn(from), column) !== null;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column}
      onPointerEnter={onPointerInside && (() => onPointerInside(true))}
      onPointerMove={onPointerInside && (() => onPointerInside(true))}
      onPointerLeave={onPointerInside && (() => onPointerInside(false))}
      className={cn(
        'flex h-full w-[300px] shrink-0 flex-col rounded-xl border bg-slate-50 shadow-sm transition-[box-shadow,background-color]',
        hovered && !refused && cn('ring-2 ring-primary/60', COLUMN_THEME[column].tint),
        refused && 'bg-red-50 ring-2 ring-destructive/60',
      )}
    >
      {children}
    </section>
  );
}
