import { MSG, type ChatsResponse } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { chatKeys, listChats } from '@/features/chat-list';

import { totalUnread } from '../chats-cache';

/** The tab title with the total unread count from the cached chat list: '(3) Conecta Clínica'. */
export function useUnreadTitle(userId: string): number {
  const { data: unread = 0 } = useQuery<ChatsResponse, Error, number>({
    queryKey: chatKeys.list(userId),
    queryFn: ({ signal }) => listChats(signal),
    // The dashboard flow decides when the list is fetched; this only reads it.
    enabled: false,
    select: totalUnread,
  });

  useEffect(() => {
    document.title = MSG.notifications.tabTitle(unread);
  }, [unread]);

  useEffect(
    () => () => {
      document.title = MSG.notifications.tabTitle(0);
    },
    [],
  );
  return unread;
}
