import { MSG, columnTitle, type BackendColumn, type Chat } from '@conecta/contract';
import { memo, useCallback, useMemo } from 'react';

import { columnChats, type BoardItem, type Matcher } from '../board-items';
import type { ColumnSettings } from '../column-settings';
import { ColumnDropArea } from './column-drop-area';
import { ColumnHeader } from './column-header';
import { VirtualCardList } from './virtual-card-list';

type BoardColumnProps = {
  column: BackendColumn;
  items: BoardItem[];
  settings: ColumnSettings;
  matches: Matcher | null;
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
  onSettingsChange,
  onMove,
  onOpenChat,
  activeChatId,
  focusChatId,
  onFocusTaken,
}: BoardColumnProps) {
  const title = columnTitle(column);
  const headingId = `board-column-${column}`;
  const chats = useMemo(() => columnChats(items, settings, matches), [items, settings, matches]);
  const change = useCallback(
    (patch: Partial<ColumnSettings>) => onSettingsChange(column, patch),
    [onSettingsChange, column],
  );

  return (
    <ColumnDropArea column={column} headingId={headingId}>
      <ColumnHeader
        column={column}
        title={title}
        headingId={headingId}
        count={chats.length}
        settings={settings}
        onChange={change}
      />
      {chats.length === 0 ? (
        <p className="flex flex-1 items-center justify-center p-6 text-sm text-muted-foreground">
          {MSG.board.empty}
        </p>
      ) : (
        <VirtualCardList
          chats={chats}
          label={title}
          settings={settings}
          matches={matches}
          onMove={onMove}
          onOpenChat={onOpenChat}
          activeChatId={activeChatId}
          focusChatId={focusChatId}
          onFocusTaken={onFocusTaken}
        />
      )}
    </ColumnDropArea>
  );
});
