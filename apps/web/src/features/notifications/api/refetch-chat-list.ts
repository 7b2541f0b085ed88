import type { ChatsResponse } from '@conecta/contract';
import { isCancelledError, type QueryClient } from '@tanstack/react-query';

import { chatKeys, syncChats } from '@/features/chat-list';

/**
 * Brings the cached chat list up to date quietly (only the changed cards come over the wire).
 * The list belongs to the dashboard flow, which loads it once connected and empties it on
 * disconnection: while it is absent nothing is fetched here, and a failure keeps what is on screen.
 */
export async function refetchChatList(queryClient: QueryClient, userId: string): Promise<void> {
  const queryKey = chatKeys.list(userId);
  if (queryClient.getQueryData(queryKey) === undefined) return;
  try {
    // fetchQuery, not refetchQueries: the latter skips a query that is `enabled: false`.
    await queryClient.fetchQuery({
      queryKey,
      // Read when the call starts: a live message applied meanwhile is part of what it builds on.
      queryFn: ({ signal }) => syncChats(queryClient.getQueryData<ChatsResponse>(queryKey), signal),
      staleTime: 0,
      retry: false,
    });
  } catch (error) {
    // A move in progress cancels a refetch that would land on top of it: nothing to report.
    if (isCancelledError(error)) return;
    console.warn(`[${new Date().toISOString()}] Erro ao atualizar conversas`, error);
  }
}
