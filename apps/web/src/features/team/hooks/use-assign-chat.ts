import { chatEndpoints, MSG, TOAST_MS } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { assignChat } from '../api/team-api';

const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Atribuir a...': the board hears of it through the list's invalidation and the stream's
 * 'assigned' update, so nothing is patched here.
 */
export function useAssignChat() {
  return useMutation({
    mutationFn: (input: { chatId: string; userId: string | null }) =>
      assignChat(input.chatId, input.userId),
    meta: { endpoint: chatEndpoints.assign },
    onSuccess: (answer) => toast({ title: answer.message, duration: TOAST_MS.dashboard }),
    onError: (error) => {
      const failure = describeFailure(MSG.assign.failed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
}
