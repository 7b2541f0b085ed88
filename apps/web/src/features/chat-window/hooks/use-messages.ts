import type { MessagesResponse } from '@conecta/contract';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';

import { listMessages } from '../api/list-messages';
import { messageKeys } from '../api/message-keys';
import { CHAT_POLL_MS } from '../chat-constants';
import { mergeEntries } from '../chat-entries';
import { keepMediaLinks } from '../keep-media-links';
import { logChatError } from '../send-failure';
import { useLiveRefetch } from './use-live-refetch';

function share(old: unknown, next: unknown): unknown {
  const kept = keepMediaLinks(
    old as MessagesResponse | undefined,
    next as MessagesResponse,
    Date.now(),
  );
  return replaceEqualDeep(old, kept);
}

/**
 * The open chat's messages and audios in one list, polled every 2 s and refetched after live
 * events for this chat. A failed load is only logged.
 */
export function useMessages(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => messageKeys.list(userId, chatId), [userId, chatId]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => listMessages(chatId, signal),
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
  useLiveRefetch(chatId, reload);

  const entries = useMemo(() => (data ? mergeEntries(data) : []), [data]);
  return { entries, loading: query.isPending, reload };
}
