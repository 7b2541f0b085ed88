import { MSG, tagEndpoints, type ChatsResponse } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';

import { setChatTags } from '../api/tags-api';
import { withChatTags } from '../chat-tags';

type SaveChatTagsOptions = {
  userId: string;
  /** Called after the call, whatever its outcome: the dialog closes. */
  onDone: () => void;
};

/**
 * Saves the tags of one chat: the card shows them at once and the chat list is asked again.
 * A failure is only logged.
 */
export function useSaveChatTags({ userId, onDone }: SaveChatTagsOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (vars: { chatId: string; tagIds: string[] }) =>
      setChatTags(vars.chatId, vars.tagIds),
    meta: { endpoint: tagEndpoints.setChatTags },
    onSuccess: (answer, { chatId }) => {
      queryClient.setQueryData<ChatsResponse>(chatKeys.list(userId), (data) =>
        withChatTags(data, chatId, answer.tags),
      );
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
