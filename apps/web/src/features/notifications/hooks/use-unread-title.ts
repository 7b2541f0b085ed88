import { MSG } from '@conecta/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { chatListOptions } from '@/features/chat-list';

import { totalUnread } from '../chats-cache';

/** The tab title with the total unread count from the cached chat list: '(3) Conecta Clínica'. */
export function useUnreadTitle(userId: string): number {
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery({
    ...chatListOptions(queryClient, userId),
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
