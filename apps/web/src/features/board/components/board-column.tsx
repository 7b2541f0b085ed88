import { MSG, columnTitle, type BackendColumn, type Chat } from '@conecta/contract';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useOverlayOpen } from '@/lib/use-overlay-open';

import { columnChats, type BoardItem, type Matcher } from '../board-items';
import { withinLoaded } from '../board-view';
import type { ColumnPages } from '../hooks/use-board-pages';
import type { ColumnSettings } from '../column-settings';
import { useHeldOrder } from '../hooks/use-held-order';
import { ColumnDropArea } from './column-drop-area';
import { ColumnHeader } from './column-header';
import { LoadMoreButton } from './load-more-button';
import { VirtualCardList } from './virtual-card-list';

/** How long a pointer resting still on a column keeps holding its order. */
export const POINTER_HOLD_MS = 5_000;

type BoardColumnProps = {
  column: BackendColumn;
  items: BoardItem[];
  settings: ColumnSettings;
  matches: Matcher | null;
  /** The column's pages (issue 51); absent when the list came whole. */
  page?: ColumnPages;
  onSettingsChange: (column: BackendColumn, patch: Partial<ColumnSettings>) => void;
  onMove: (chat: Chat, to: BackendColumn) => void;
  onOpenChat?: (chat: Chat) => void;
  activeChatId: string | null;
  focusChatId: string | null;
  onFocusTaken: () => void;
};

/**
 * One column. Its list is worked out here, memoised on the column's own chats, settings and the
 * board filter, so changing one column's settings re-sorts only that column.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  items,
  settings,
  matches,
  page,
  onSettingsChange,
  onMove,
  onOpenChat,
  activeChatId,
  focusChatId,
  onFocusTaken,
}: BoardColumnProps) {
  const title = columnTitle(column);
  const headingId = `board-column-${column}`;
  const chats = useMemo(
    () =>
      withinLoaded(columnChats(items, settings, matches), page, settings.sortOrder === 'oldest'),
    [items, settings, matches, page],
  );
  // The order holds still under a resting pointer, an open menu or a dialog, so a
  // patient's message never slides the card (or its open menu) away from the pointer. A drag
  // needs the live order.
  // A pointer left resting (the receptionist on the phone, the hand off the mouse) stops holding
  // after a few seconds, so new patients are not kept below the fold; an open menu holds on.
  const [pointerInside, setPointerInside] = useState(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointer = useCallback((inside: boolean) => {
    clearTimeout(idle.current);
    setPointerInside(inside);
    if (inside) idle.current = setTimeout(() => setPointerInside(false), POINTER_HOLD_MS);
  }, []);
  useEffect(() => () => clearTimeout(idle.current), []);
  const overlayOpen = useOverlayOpen();
  const held = (pointerInside || overlayOpen) && activeChatId === null;
  const { shown, waiting, apply } = useHeldOrder(chats, held, [settings, matches]);
  const change = useCallback(
    (patch: Partial<ColumnSettings>) => onSettingsChange(column, patch),
    [onSettingsChange, column],
  );

  return (
    <ColumnDropArea column={column} headingId={headingId} onPointerInside={pointer}>
      <ColumnHeader
        column={column}
        title={title}
        headingId={headingId}
        count={page?.next ? page.total : chats.length}
        settings={settings}
        onChange={change}
      />
      {/* The pill floats over the list's top: in the flow it would push the cards (and an open
          menu) down by its own height, the very move it is there to prevent. */}
      <div className="relative flex min-h-0 flex-1 flex-col">
        {waiting > 0 ? (
          <div className="pointer-events-none absolute inset-x-0 top-2 z-20 flex justify-center">
            <Button
              type="button"
              size="sm"
              className="pointer-events-auto h-8 rounded-full shadow-md"
              onClick={apply}
            >
              {MSG.board.waiting(waiting)}
            </Button>
          </div>
        ) : null}
        {shown.length === 0 && page?.next ? (
          <LoadMoreButton page={page} />
        ) : shown.length === 0 ? (
          <p className="flex flex-1 items-center justify-center p-6 text-sm text-muted-foreground">
            {MSG.board.empty}
          </p>
        ) : (
          <VirtualCardList
            chats={shown}
            label={title}
            settings={settings}
            matches={matches}
            onMove={onMove}
            onOpenChat={onOpenChat}
            activeChatId={activeChatId}
            focusChatId={focusChatId}
            onFocusTaken={onFocusTaken}
            total={page?.next ? page.total : undefined}
            onNearEnd={page?.next && !page.loading && !page.failed ? page.loadMore : undefined}
            footer={page?.next ? <LoadMoreButton page={page} /> : null}
          />
        )}
      </div>
    </ColumnDropArea>
  );
});
