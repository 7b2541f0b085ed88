import { MSG, type Chat, type ChatsResponse } from '@conecta/contract';
import { useDeferredValue, useMemo, useState } from 'react';

import { SectionLoader } from '@/components/section-loader';

import { useIsTeam } from '@/features/team';

import { filterMatcher } from '../board-items';
import { readMineFilter, writeMineFilter } from '../mine-filter';
import { useBoardSettings } from '../hooks/use-board-settings';
import { useBoardTags } from '../hooks/use-board-tags';
import { useColumnGroups } from '../hooks/use-column-groups';
import { useExportChats } from '../hooks/use-export-chats';
import { useMoveChat } from '../hooks/use-move-chat';
import { BoardColumns } from './board-columns';
import { BoardToolbar } from './board-toolbar';
import { CardDialogs } from './card-dialogs';

type ChatBoardProps = {
  userId: string;
  /** The cached chat list; undefined while it is absent. */
  data: ChatsResponse | undefined;
  /** Refetches the chat list quietly. */
  onRefresh: () => void;
  /** Opens the chat window; the card is not clickable without it. */
  onOpenChat?: (chat: Chat) => void;
};

const NO_CHATS: Chat[] = [];

/**
 * The conversation board: search, tag chips and export over seven columns.
 * Filtering runs on a deferred copy of the search text, so typing never waits for the lists.
 */
export function ChatBoard({ userId, data, onRefresh, onOpenChat }: ChatBoardProps) {
  const [query, setQuery] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  // 'Minhas conversas' is offered in a team only: in a clinic of one every chat is its own.
  const team = useIsTeam();
  const [mineChosen, setMineChosen] = useState(readMineFilter);
  const mine = team && mineChosen;
  const toggleMine = () => {
    writeMineFilter(!mineChosen);
    setMineChosen(!mineChosen);
  };
  const tags = useBoardTags(userId);
  const { settings, update } = useBoardSettings();
  const groups = useColumnGroups(data?.chats ?? NO_CHATS);
  const move = useMoveChat(userId, onRefresh);

  const deferredQuery = useDeferredValue(query);
  // A chosen tag that no longer exists filters nothing.
  const activeTagId = tagId !== null && tags.some((t) => t.id === tagId) ? tagId : null;
  const filter = useMemo(
    () => ({ query: deferredQuery, tagId: activeTagId, assigneeId: mine ? userId : null }),
    [deferredQuery, activeTagId, mine, userId],
  );
  const matches = useMemo(() => filterMatcher(filter), [filter]);
  const exportShown = useExportChats(groups, settings, filter);

  return (
    <section aria-label={MSG.board.label} className="grid gap-4">
      <BoardToolbar
        query={query}
        onQueryChange={setQuery}
        tags={tags}
        tagId={activeTagId}
        onTagChange={setTagId}
        mine={team ? { on: mine, toggle: toggleMine } : null}
        onExport={exportShown}
      />
      {data ? (
        <CardDialogs userId={userId} chats={data.chats} onRefresh={onRefresh}>
          <BoardColumns
            groups={groups}
            settings={settings}
            matches={matches}
            onSettingsChange={update}
            onMove={move}
            onOpenChat={onOpenChat}
          />
        </CardDialogs>
      ) : (
        <SectionLoader
          label={MSG.chats.loading}
          className="h-[calc(100dvh-12rem)] lg:h-[calc(100dvh-13rem)]"
        />
      )}
    </section>
  );
}
