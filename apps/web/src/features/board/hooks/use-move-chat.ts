import {
  chatEndpoints,
  type BackendColumn,
  type Chat,
  type ChatsResponse,
} from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { toast } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { ApiError } from '@/lib/http';
import { getToken } from '@/lib/session-store';

import { moveChatColumn } from '../api/board-api';
import {
  describeBlocked,
  describeMoved,
  describeMoveFailure,
  describeNoToken,
} from '../describe-move';
import { planMove, withChatColumn, withServerChat } from '../move-plan';

type MoveVars = { chatId: string; from: BackendColumn; to: BackendColumn };

/**
 * Moving a chat by drag or menu. The same column does nothing; a
 * reserved one toasts why and changes nothing; an allowed move shows at once in the cached list,
 * and goes back if the server refuses. The list is asked again after a move, and after a refusal
 * that says the server's view of the chat differs from ours (gone, or moved by the automation
 * meanwhile).
 */
export function useMoveChat(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => chatKeys.list(userId), [userId]);

  const { mutate } = useMutation({
    mutationFn: ({ chatId, to }: MoveVars) => moveChatColumn(chatId, to),
    meta: { endpoint: chatEndpoints.move },
    onMutate: async ({ chatId, to }) => {
      // A quiet refetch in flight would land on top of the move and undo it on screen.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<ChatsResponse>(queryKey, (data) => withChatColumn(data, chatId, to));
    },
    onSuccess: (answer, { to }) => {
      queryClient.setQueryData<ChatsResponse>(queryKey, (data) =>
        withServerChat(data, answer.chat),
      );
      toast(describeMoved(to));
    },
    onError: (error, { chatId, from, to }) => {
      queryClient.setQueryData<ChatsResponse>(queryKey, (data) => {
        const now = data?.chats.find((c) => c.chatId === chatId);
        // Only our own move goes back; a later one the person made meanwhile stays.
        return now?.column === to ? withChatColumn(data, chatId, from) : data;
      });
      toast(describeMoveFailure(error));
      if (error instanceof ApiError && (error.status === 404 || error.status === 422))
        void queryClient.invalidateQueries({ queryKey });
    },
  });

  /** Returns true when the move went ahead (shown at once, sent to the server). */
  return useCallback(
    (chat: Chat, to: BackendColumn): boolean => {
      // The card may have been rendered before the last refetch: judge the chat as it is now.
      const cached = queryClient.getQueryData<ChatsResponse>(queryKey);
      const plan = planMove(cached?.chats.find((c) => c.chatId === chat.chatId) ?? chat, to);
      if (plan.kind === 'same') return false;
      if (plan.kind === 'blocked') {
        toast(describeBlocked(plan.reason));
        return false;
      }
      if (!getToken()) {
        toast(describeNoToken());
        return false;
      }
      mutate({ chatId: chat.chatId, from: plan.from, to: plan.to });
      return true;
    },
    [mutate, queryClient, queryKey],
  );
}
