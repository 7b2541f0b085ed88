import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { listMentions, noteKeys } from '@/features/chat-window';

/**
 * The chats with internal notes mentioning this member that they have not opened since, each
 * with the newest such note (where the chat opens). Asked again when the live stream says a note
 * mentions them, or when they open one of the chats.
 */
export function useMentions(userId: string) {
  const query = useQuery({
    queryKey: noteKeys.mentions(userId),
    queryFn: ({ signal }) => listMentions(signal),
    staleTime: 30_000,
  });
  const mentions = query.data?.mentions;
  return useMemo(() => {
    const byChat = new Map((mentions ?? []).map((m) => [m.chatId, m.noteId]));
    return { byChat, chatIds: new Set(byChat.keys()), count: byChat.size };
  }, [mentions]);
}
