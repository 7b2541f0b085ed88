import { MSG, tagEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { setChatTags } from '../api/tags-api';

type SaveChatTagsOptions = {
  /** Called after the call, whatever its outcome: the dialog closes. */
  onDone: () => void;
};

/**
 * Saves the tags of one chat: the chat list is asked again (the endpoint changes the chats).
 * A failure is only logged.
 */
export function useSaveChatTags({ onDone }: SaveChatTagsOptions) {
  const mutation = useMutation({
    mutationFn: (vars: { chatId: string; tagIds: string[] }) =>
      setChatTags(vars.chatId, vars.tagIds),
    meta: { endpoint: tagEndpoints.setChatTags },
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
