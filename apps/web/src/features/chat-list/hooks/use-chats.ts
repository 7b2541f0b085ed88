import { type ChatsResponse, TOAST_MS } from '@conecta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { toast } from '@/components/ui/use-toast';

import { chatKeys, listChats, syncChats } from '../api/list-chats';
import { describeChatsFailure, describeChatsLoaded } from '../describe-chats-load';

/**
 * The chat list in the query cache. Nothing fetches it on its own: the dashboard flow decides
 * when (`load`, which toasts the outcome) and empties it on disconnection (`clear`).
 */
export function useChats(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => chatKeys.list(userId), [userId]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => listChats(signal),
    enabled: false,
  });

  const load = useCallback(
    async (afterSync: boolean, signal: AbortSignal): Promise<boolean> => {
      try {
        const data = await queryClient.fetchQuery({
          queryKey,
          queryFn: ({ signal: querySignal }) => listChats(querySignal),
          staleTime: 0,
          retry: false,
        });
        if (signal.aborted) return false;
        toast({ ...describeChatsLoaded(data, afterSync), duration: TOAST_MS.dashboard });
        return true;
      } catch (error) {
        if (signal.aborted) return false;
        toast({ ...describeChatsFailure(error), duration: TOAST_MS.dashboard });
        return false;
      }
    },
    [queryClient, queryKey],
  );

  const clear = useCallback(() => {
    void queryClient.resetQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);

  /**
   * Quietly brings the list up to date (no toast), so messages that arrived by webhook show up
   * while the live-notification stream does not exist yet: only what changed comes over the
   * wire. A failure keeps what is on screen.
   */
  const refresh = useCallback(() => {
    // fetchQuery, not refetchQueries: the latter skips a query that is `enabled: false`.
    void queryClient
      .fetchQuery({
        queryKey,
        queryFn: ({ signal }) =>
          syncChats(queryClient.getQueryData<ChatsResponse>(queryKey), signal),
        staleTime: 0,
        retry: false,
      })
      .catch(() => {});
  }, [queryClient, queryKey]);

  return { data: query.data, load, clear, refresh };
}
