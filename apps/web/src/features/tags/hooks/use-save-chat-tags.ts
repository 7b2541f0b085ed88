import { MSG, type ChatsResponse } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { emitLive, LIVE_EVENTS } from '@/lib/live-events';

import { setChatTags } from '../api/set-chat-tags';
import { withChatTags } from '../chat-tags';

type SaveChatTagsOptions = {
  userId: string;
  /** Refetches the chat list after a save. */
  refreshChats: () => void;
  /** Called after the call, whatever its outcome: the dialog closes. */
  onDone: () => void;
};

/**
 * Saves the tags of one chat: the card shows them at once, the
 * 'tag-added-to-chat' event is fired and the chat list reloaded. A failure is only logged.
 */
export function useSaveChatTags({ userId, refreshChats, onDone }: SaveChatTagsOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (vars: { chatId: string; tagIds: string[] }) =>
      setChatTags(vars.chatId, vars.tagIds),
    onSuccess: (answer, { chatId, tagIds }) => {
      queryClient.setQueryData<ChatsResponse>(chatKeys.list(userId), (data) =>
        withChatTags(data, chatId, answer.tags),
      );
      emitLive(LIVE_EVENTS.tagAddedToChat, { chatId, tagIds, tags: answer.tags });
      refreshChats();
    },
    onError: (error) => {
      console.error(`[${new Date().toISOString()}] ${MSG.chatTags.logFailed}`, error);
    },
    onSettled: () => onDone(),
  });
  return {
    save: (chatId: string, tagIds: string[]) => mutation.mutate({ chatId, tagIds }),
    pending: mutation.isPending,
  };
}
