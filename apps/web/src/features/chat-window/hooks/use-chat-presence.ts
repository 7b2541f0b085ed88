import { messageEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getOpenChatId, setOpenChatId } from '@/lib/open-chat';
import { getToken } from '@/lib/session-store';

import { markChatRead } from '../api/chat-window-api';
import { logChatError } from '../send-failure';

/**
 * While the window is open it reports its chat as the open one; opening marks the chat read and
 * closing marks it read again. Without a token nothing is marked. Each mark changes the chats (its
 * endpoint's declaration), so the board drops the unread badge; a failure is only logged.
 */
export function useChatPresence(chatId: string, open: boolean): void {
  const { mutate: markRead } = useMutation({
    mutationFn: markChatRead,
    meta: { endpoint: messageEndpoints.markRead },
    onError: (error: unknown) => logChatError('Erro ao marcar conversa como lida', error),
  });
  useEffect(() => {
    if (!open) return;
    const mark = () => {
      if (!getToken()) return;
      markRead(chatId);
    };
    setOpenChatId(chatId);
    mark();
    return () => {
      if (getOpenChatId() === chatId) setOpenChatId(null);
      mark();
    };
  }, [chatId, open, markRead]);
}
