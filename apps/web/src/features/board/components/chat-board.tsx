import { MSG, type Chat, type ChatsResponse } from '@conecta/contract';
import { useDeferredValue, useMemo, useRef, useState } from 'react';

import { SectionLoader } from '@/components/section-loader';

import { useIsTeam } from '@/features/team';

import { filterMatcher } from '../board-items';
import { firstUnread } from '../first-unread';
import { useBoardShortcuts } from '../hooks/use-board-shortcuts';
import { useMessageSearch } from '../hooks/use-message-search';
import { readMineFilter, writeMineFilter } from '../mine-filter';
import { useBoardSettings } from '../hooks/use-board-settings';
import { useBoardTags } from '../hooks/use-board-tags';
import { useColumnGroups } from '../hooks/use-column-groups';
import { useExportChats } from '../hooks/use-export-chats';
import { useMoveChat } from '../hooks/use-move-chat';
import { BoardColumns } from './board-columns';
import { BoardToolbar } from './board-toolbar';
import { CardDialogs } from './card-dialogs';
import { ShortcutsDialog } from './shortcuts-dialog';

type ChatBoardProps = {
  userId: string;
  /** The cached chat list; undefined while it is absent. */
  data: ChatsResponse | undefined;
  /** Opens the chat window; the card is not clickable without it. */
  onOpenChat?: (chat: Chat) => void;
};

const NO_CHATS: Chat[] = [];

/**
 * The conversation board: search, tag chips and export over seven columns.
 * Filtering runs on a deferred copy of the search text, so typing never waits for the lists.
 */
export function ChatBoard({ userId, data, onOpenChat }: ChatBoardProps) {
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
  const move = useMoveChat(userId);

  const deferredQuery = useDeferredValue(query);
  // A chosen tag that no longer exists filters nothing.
  const activeTagId = tagId !== null && tags.some((t) => t.id === tagId) ? tagId : null;
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messageChatIds = useMessageSearch(userId, query);
  const filter = useMemo(
    () => ({
      query: deferredQuery,
      tagId: activeTagId,
      assigneeId: mine ? userId : null,
      unreadOnly,
      messageChatIds,
    }),
    [deferredQuery, activeTagId, mine, userId, unreadOnly, messageChatIds],
  );
  const matches = useMemo(() => filterMatcher(filter), [filter]);
  const exportShown = useExportChats(groups, settings, filter);
  const searchRef = useRef<HTMLInputElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  useBoardShortcuts({
    search: () => searchRef.current?.focus(),
    nextUnread: () => {
      const next = firstUnread(groups, settings, matches);
      if (next && onOpenChat) onOpenChat(next);
    },
    help: () => setHelpOpen(true),
  });

  return (
    <section aria-label={MSG.board.label} className="grid gap-4">
      <BoardToolbar
        query={query}
        onQueryChange={setQuery}
        tags={tags}
        tagId={activeTagId}
        onTagChange={setTagId}
        mine={team ? { on: mine, toggle: toggleMine } : null}
        unread={{ on: unreadOnly, toggle: () => setUnreadOnly((on) => !on) }}
        onExport={exportShown}
        searchRef={searchRef}
        onShortcuts={() => setHelpOpen(true)}
      />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {data ? (
        <CardDialogs userId={userId} chats={data.chats}>
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
