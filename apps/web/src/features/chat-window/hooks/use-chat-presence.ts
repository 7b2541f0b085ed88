import { useEffect } from 'react';

import { getOpenChatId, setOpenChatId } from '@/lib/open-chat';
import { getToken } from '@/lib/session-store';
import { useLatest } from '@/lib/use-latest';

import { markChatRead } from '../api/mark-chat-read';
import { logChatError } from '../send-failure';

/**
 * While the window is open it reports its chat as the open one; opening marks the chat read and
 * closing marks it read again. Without a token nothing is marked. `onRead` follows each
 * mark, so the board can drop the unread badge; a failure is only logged.
 */
export function useChatPresence(chatId: string, open: boolean, onRead?: () => void): void {
  const latest = useLatest(onRead);
  useEffect(() => {
    if (!open) return;
    const mark = () => {
      if (!getToken()) return;
      markChatRead(chatId).then(
        () => latest.current?.(),
        (error: unknown) => logChatError('Erro ao marcar conversa como lida', error),
      );
    };
    setOpenChatId(chatId);
    mark();
    return () => {
      if (getOpenChatId() === chatId) setOpenChatId(null);
      mark();
    };
  }, [chatId, open, latest]);
}
