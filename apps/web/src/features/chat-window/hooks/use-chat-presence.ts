import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { chatKeys } from '@/features/chat-list';
import { getOpenChatId, setOpenChatId } from '@/lib/open-chat';
import { getToken } from '@/lib/session-store';

import { markChatRead } from '../api/chat-window-api';
import { logChatError } from '../send-failure';

/**
 * While the window is open it reports its chat as the open one; opening marks the chat read and
 * closing marks it read again. Without a token nothing is marked. Each mark invalidates the chat
 * list, so the board drops the unread badge; a failure is only logged.
 */
export function useChatPresence(chatId: string, open: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open) return;
    const mark = () => {
      if (!getToken()) return;
      markChatRead(chatId).then(
        () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
        (error: unknown) => logChatError('Erro ao marcar conversa como lida', error),
      );
    };
    setOpenChatId(chatId);
    mark();
    return () => {
      if (getOpenChatId() === chatId) setOpenChatId(null);
      mark();
    };
  }, [chatId, open, queryClient]);
}
