import type { ChatsResponse } from '@conecta/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { syncChats } from './api/list-chats';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => ['chats', userId, 'list'] as const,
};

/**
 * The board's chat list. The dashboard flow fetches it whole once connected and empties it on
 * disconnection; in between, invalidating `chatKeys.all` (a mutation that names it, a live
 * event) brings it up to date quietly: only the cards changed since the last answer come over
 * the wire. While it is absent nothing fetches it, and a failed update keeps what is on screen.
 */
export function chatListOptions(queryClient: QueryClient, userId: string) {
  const queryKey = chatKeys.list(userId);
  return queryOptions({
    queryKey,
    // Read when the call starts: a live message applied meanwhile is part of what it builds on.
    queryFn: ({ signal }) => syncChats(queryClient.getQueryData<ChatsResponse>(queryKey), signal),
    enabled: (query) => query.state.data !== undefined,
    // Fresh until something says otherwise: the list changes by invalidation, never by age.
    staleTime: Infinity,
    retry: false,
  });
}
