import { MSG } from '@conecta/contract';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { Ref } from 'react';

type DragHandleProps = {
  name: string;
  ref?: Ref<HTMLButtonElement>;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  /** -1 on a card that opens (its one Tab stop is 'Abrir conversa'; ← comes here). */
  tabIndex?: number;
};

/**
 * The grip that starts a drag: mouse, touch (after a short press, so a swipe still scrolls) or
 * keyboard (space or Enter picks up, arrows choose the column, space or Enter drops, Esc cancels).
 */
export function DragHandle({ name, ref, attributes, listeners, tabIndex }: DragHandleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={MSG.board.dragHandle(name)}
      {...attributes}
      {...listeners}
      tabIndex={tabIndex ?? attributes?.tabIndex}
      data-card-stop="handle"
      className="flex w-6 shrink-0 cursor-grab touch-none items-start justify-center rounded-md pt-2.5 text-slate-400 outline-none hover:bg-muted hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}
