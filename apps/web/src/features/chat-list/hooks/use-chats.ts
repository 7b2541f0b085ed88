import { TOAST_MS } from '@conecta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { toast } from '@/components/ui/use-toast';

import { listChats } from '../api/list-chats';
import { describeChatsFailure, describeChatsLoaded } from '../describe-chats-load';
import { chatKeys, chatListOptions } from '../queries';

/**
 * The chat list in the query cache. The dashboard flow fetches it whole (`load`, which toasts
 * the outcome) and empties it on disconnection (`clear`); once loaded, an invalidation of its
 * key brings it up to date (`chatListOptions`).
 */
export function useChats(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => chatKeys.list(userId), [userId]);
  const query = useQuery(chatListOptions(queryClient, userId));

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
   * while the live-notification stream does not exist yet. A failure keeps what is on screen.
   */
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);

  return { data: query.data, load, clear, refresh };
}
