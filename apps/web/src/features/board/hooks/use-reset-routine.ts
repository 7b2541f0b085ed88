import { chatEndpoints } from '@conecta/contract';
import type { Chat } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';

import { toast } from '@/components/ui/use-toast';
import { chatTitle } from '@/features/chat-list';
import { getToken } from '@/lib/session-store';

import { resetRoutine } from '../api/board-api';
import { describeResetDone, describeResetFailure, describeResetNoToken } from '../describe-reset';

/**
 * 'Resetar Rotinas' on a card: sends the reset, toasts the outcome and
 * refetches the chat list, refused or not (the card's next automatic message may have changed).
 */
export function useResetRoutine() {
  const { mutate, isPending } = useMutation({
    mutationFn: ({ chat, confirmOptOut }: { chat: Chat; confirmOptOut: boolean }) =>
      resetRoutine(chat.chatId, confirmOptOut),
    meta: { endpoint: chatEndpoints.resetRoutine },
    onSuccess: (_answer, { chat }) => toast(describeResetDone(chatTitle(chat))),
    onError: (error) => {
      const input = describeResetFailure(error);
      if (input) toast(input);
    },
  });

  const reset = useCallback(
    (chat: Chat, confirmOptOut = false, onDone?: () => void) => {
      if (!getToken()) return void toast(describeResetNoToken());
      mutate({ chat, confirmOptOut }, { onSettled: onDone });
    },
    [mutate],
  );
  return { reset, isPending };
}
