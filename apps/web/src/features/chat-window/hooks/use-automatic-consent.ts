import { MSG, TOAST_MS, whatsappTemplateEndpoints } from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { setAutomaticConsent } from '../api/conversation-window-api';
import { windowKeys } from '../queries';

const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/** 'Registrar consentimento' / 'Retirar consentimento': the window's answer is asked again. */
export function useAutomaticConsent(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (given: boolean) => setAutomaticConsent(chatId, given),
    meta: { endpoint: whatsappTemplateEndpoints.setConsent },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: windowKeys.all(userId, chatId) });
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(MSG.cloudApi.consentFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
}
