import { COLUMNS, readColumn, type BackendColumn, type Chat } from '@conecta/contract';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { boardAutoScroll } from '../board-auto-scroll';
import { columnCount, type ColumnGroups, type Matcher } from '../board-items';
import type { BoardPages } from '../hooks/use-board-pages';
import { boardCollision } from '../board-collision';
import type { ColumnSettings } from '../column-settings';
import { announcements, draggedChat, screenReaderInstructions } from '../dnd-announcements';
import type { BoardSettings } from '../hooks/use-board-settings';
import { useColumnJump } from '../hooks/use-column-jump';
import { landingColumn } from '../landing-column';
import { columnKeyboardCoordinates } from '../keyboard-coordinates';
import { BoardColumn } from './board-column';
import { ColumnJumpNav } from './column-jump-nav';
import { DragOverlayCard } from './drag-overlay-card';

/** A column's width (ColumnDropArea's w-[300px]): a board narrower than two shows one at a time. */
const COLUMN_WIDTH = 300;

type BoardColumnsProps = {
  groups: ColumnGroups;
  settings: BoardSettings;
  matches: Matcher | null;
  /** The columns' pages under the board's view; null when the list came whole. */
  pages?: BoardPages | null;
  onSettingsChange: (column: BackendColumn, patch: Partial<ColumnSettings>) => void;
  /** Starts a move; true when it went ahead. */
  onMove: (chat: Chat, to: BackendColumn) => boolean;
  onOpenChat?: (chat: Chat) => void;
};

type FocusRequest = { chatId: string; column: BackendColumn };

/**
 * A keyboard drag that moved nothing leaves focus on its handle, but the arrows may have
 * scrolled the board away from it: bring it back into view.
 */
function revealHandle(event: KeyboardEvent) {
  if (event.target instanceof HTMLElement) {
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }
}

/**
 * The seven columns side by side in one drag-and-drop context. The dragged card's copy lives in
 * a DragOverlay, outside the virtualised lists, and its source stays rendered while it is held.
 * After a move by keyboard or menu, focus follows the card into its new column.
 */
export function BoardColumns({
  groups,
  settings,
  matches,
  pages = null,
  onSettingsChange,
  onMove,
  onOpenChat,
}: BoardColumnsProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [active, setActive] = useState<Chat | null>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { current, jump } = useColumnJump(scrollerRef);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        COLUMNS.map(({ backend }) => {
          // A column with pages still to come counts on the server; a complete one here.
          const page = pages?.[backend];
          return [
            backend,
            page?.next ? page.total : columnCount(groups[backend], settings[backend], matches),
          ];
        }),
      ) as Record<BackendColumn, number>,
    [groups, settings, matches, pages],
  );
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  // The board's width when the drag began: the sideways scroll's edge is a fixed few pixels.
  const [autoScroll, setAutoScroll] = useState(() => boardAutoScroll(0));

  // A phone shows one column: it opens on the one where patients wait, once.
  const landed = useRef(false);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (landed.current || !scroller || scroller.clientWidth === 0) return;
    const target = landingColumn(groups, (column) => counts[column]);
    if (target === null) return;
    landed.current = true;
    const phone = scroller.clientWidth < 2 * COLUMN_WIDTH;
    if (phone && target !== COLUMNS[0]!.backend) jump(target, 'auto');
  }, [groups, counts, jump]);

  const moveAndFollow = useCallback(
    (chat: Chat, to: BackendColumn) => {
      if (onMove(chat, to)) setFocus({ chatId: chat.chatId, column: to });
    },
    [onMove],
  );
  const focusTaken = useCallback(() => setFocus(null), []);

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    setFocus(null);
    setAutoScroll(boardAutoScroll(scrollerRef.current?.clientWidth ?? 0));
    setActive(draggedChat(dragged));
  };
  const handleDragEnd = ({ active: dragged, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    const chat = draggedChat(dragged);
    const to = over ? readColumn(String(over.id)) : null;
    if (!(activatorEvent instanceof KeyboardEvent)) {
      if (chat && to) onMove(chat, to);
      return;
    }
    if (chat && to && onMove(chat, to)) setFocus({ chatId: chat.chatId, column: to });
    else revealHandle(activatorEvent);
  };
  const handleDragCancel = ({ activatorEvent }: DragCancelEvent) => {
    setActive(null);
    if (activatorEvent instanceof KeyboardEvent) revealHandle(activatorEvent);
  };

  const activeColumn = active ? readColumn(active.column) : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      autoScroll={autoScroll}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      {/* Fills the window under the header, the page's padding and the toolbar, so the board's
          columns scroll and the page itself does not. */}
      <div className="flex h-[calc(100dvh-12rem)] min-h-96 min-w-0 flex-col gap-2 lg:h-[calc(100dvh-13rem)]">
        <ColumnJumpNav counts={counts} current={current} onJump={jump} />
        <div
          ref={scrollerRef}
          className="flex min-h-0 flex-1 gap-3 overflow-x-auto overscroll-x-contain pb-3"
        >
          {COLUMNS.map(({ backend }) => (
            <BoardColumn
              key={backend}
              column={backend}
              items={groups[backend]}
              settings={settings[backend]}
              matches={matches}
              page={pages?.[backend]}
              onSettingsChange={onSettingsChange}
              onMove={moveAndFollow}
              onOpenChat={onOpenChat}
              activeChatId={activeColumn === backend ? active!.chatId : null}
              focusChatId={focus?.column === backend ? focus.chatId : null}
              onFocusTaken={focusTaken}
            />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? <DragOverlayCard chat={active} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
