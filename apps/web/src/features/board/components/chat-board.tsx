import { MSG, type Chat, type ChatsResponse } from '@conecta/contract';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { useLatest } from '@/lib/use-latest';

import { useIsTeam } from '@/features/team';
import { RemindersTemplateNotice } from '@/features/whatsapp-templates';

import { filterMatcher } from '../board-items';
import { boardViewQuery } from '../board-view';
import { useBoardPages } from '../hooks/use-board-pages';
import { firstUnread } from '../first-unread';
import { useBoardShortcuts } from '../hooks/use-board-shortcuts';
import { useMentions } from '../hooks/use-mentions';
import { useMessageSearch } from '../hooks/use-message-search';
import { readMineFilter, writeMineFilter } from '../mine-filter';
import { SearchHitsContext } from '../search-hits';
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
  /**
   * Opens the chat window; the card is not clickable without it. `atMessageId`: the message the
   * search found in it, to open the chat there.
   */
  onOpenChat?: (chat: Chat, atMessageId?: string) => void;
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
  const [numberId, setNumberId] = useState<string | null>(null);
  const mentions = useMentions(userId);
  const [mentionsOnly, setMentionsOnly] = useState(false);
  const search = useMessageSearch(userId, query);
  const messageChatIds = search.chatIds;
  // The card's click opens the chat at the message the search found in it, if any. A ref keeps
  // the callback the same while the hits change, so the cards need not render again for it.
  const hitsRef = useLatest(search.hits);
  // A chat with an unseen mention of me opens at that note; a search hit wins while searching.
  const mentionsRef = useLatest(mentions.byChat);
  const openChat = useCallback(
    (chat: Chat) => {
      const at = hitsRef.current.get(chat.chatId)?.id ?? mentionsRef.current.get(chat.chatId);
      if (at) onOpenChat?.(chat, at);
      else onOpenChat?.(chat);
    },
    [onOpenChat, hitsRef, mentionsRef],
  );
  const searchHits = useMemo(
    () => ({ query: search.query, hits: search.hits }),
    [search.query, search.hits],
  );
  const filter = useMemo(
    () => ({
      query: deferredQuery,
      tagId: activeTagId,
      assigneeId: mine ? userId : null,
      unreadOnly,
      messageChatIds,
      mentionChatIds: mentionsOnly ? mentions.chatIds : null,
      numberId,
    }),
    [
      deferredQuery,
      activeTagId,
      mine,
      userId,
      unreadOnly,
      messageChatIds,
      mentionsOnly,
      mentions.chatIds,
      numberId,
    ],
  );
  const matches = useMemo(() => filterMatcher(filter), [filter]);
  // The same filters, asked of the server once typing settled (issue 51: the board in pages).
  const view = useMemo(
    () =>
      boardViewQuery(
        {
          query: search.query,
          tagId: activeTagId,
          assigneeId: mine ? userId : null,
          unreadOnly,
          mentionChatIds: mentionsOnly ? mentions.chatIds : null,
          numberId,
        },
        settings,
      ),
    [
      search.query,
      activeTagId,
      mine,
      userId,
      unreadOnly,
      mentionsOnly,
      mentions.chatIds,
      numberId,
      settings,
    ],
  );
  const pages = useBoardPages(userId, data, view);
  const exportShown = useExportChats(groups, settings, filter, pages, view);
  const searchRef = useRef<HTMLInputElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  useBoardShortcuts({
    search: () => searchRef.current?.focus(),
    nextUnread: () => {
      const next = firstUnread(groups, settings, matches);
      if (next && onOpenChat) openChat(next);
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
        number={{ id: numberId, onChange: setNumberId }}
        mine={team ? { on: mine, toggle: toggleMine } : null}
        unread={{ on: unreadOnly, toggle: () => setUnreadOnly((on) => !on) }}
        mentions={
          team
            ? {
                on: mentionsOnly,
                count: mentions.count,
                toggle: () => setMentionsOnly((on) => !on),
              }
            : null
        }
        onExport={exportShown}
        searchRef={searchRef}
        onShortcuts={() => setHelpOpen(true)}
      />
      <RemindersTemplateNotice />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {data ? (
        <CardDialogs userId={userId} chats={data.chats}>
          <SearchHitsContext.Provider value={searchHits}>
            <BoardColumns
              groups={groups}
              settings={settings}
              matches={matches}
              pages={pages}
              onSettingsChange={update}
              onMove={move}
              onOpenChat={onOpenChat ? openChat : undefined}
            />
          </SearchHitsContext.Provider>
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
