import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  fetchMessagesPage,
  listMessages,
  MESSAGES_PAGE,
  type WindowMessages,
  withOlderPage,
} from '../api/list-messages';
import { messageKeys } from '../queries';
import { CHAT_POLL_MS } from '../chat-constants';
import { mergeEntries } from '../chat-entries';
import { keepMediaLinks } from '../keep-media-links';
import { logChatError } from '../send-failure';

function share(old: unknown, next: unknown): unknown {
  const previous = old as WindowMessages | undefined;
  const current = next as WindowMessages;
  if (previous === current) return previous;
  // keepMediaLinks keeps the rest of `current` (cursor, older page, paging time) as it is.
  return replaceEqualDeep(old, keepMediaLinks(previous, current, Date.now()));
}

/**
 * The open chat's messages and audios in one list: the newest page first, older pages on
 * request (`loadOlder`), polled every 2 s for what changed, and asked again at once when the
 * live stream invalidates its key (a message, an edit or a status of this chat). A failed load
 * is only logged.
 */
export function useMessages(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => messageKeys.list(userId, chatId), [userId, chatId]);
  // Each opening starts from the newest page, never from what an earlier opening kept: the
  // server records an opening as a reading of the patient's chat (only a page is one, a poll is
  // not), and a chat erased since then must not come back from this browser's memory.
  useState(() => queryClient.removeQueries({ queryKey, exact: true }));
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      listMessages(chatId, queryClient.getQueryData<WindowMessages>(queryKey), signal),
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
    retry: false,
    structuralSharing: share,
  });

  const { error, data } = query;
  useEffect(() => {
    if (error) logChatError('Erro ao carregar mensagens', error);
  }, [error]);

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const busy = useRef(false);
  /** One step back in the history; a second call while one is on its way does nothing. */
  const loadOlder = useCallback(async () => {
    const held = queryClient.getQueryData<WindowMessages>(queryKey);
    if (busy.current || !held?.older) return;
    busy.current = true;
    setLoadingOlder(true);
    try {
      const page = await fetchMessagesPage(chatId, MESSAGES_PAGE, held.older);
      // A poll in flight started from the list without this page and would land on top of it.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<WindowMessages>(queryKey, (now) =>
        now ? withOlderPage(now, page) : now,
      );
    } catch (failure) {
      logChatError('Erro ao carregar mensagens anteriores', failure);
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  }, [chatId, queryClient, queryKey]);

  const entries = useMemo(() => (data ? mergeEntries(data) : []), [data]);
  return {
    entries,
    loading: query.isPending,
    reload,
    hasOlder: Boolean(data?.older),
    loadingOlder,
    loadOlder,
  };
}
