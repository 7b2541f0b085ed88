import { MSG, TOAST_MS, whatsappTemplateEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { setAutomaticConsent } from '../api/conversation-window-api';

const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Registrar consentimento' / 'Retirar consentimento': the window's answer is asked again (the
 * endpoint's declaration names the chats and their messages, under which the window is kept).
 */
export function useAutomaticConsent(chatId: string) {
  return useMutation({
    mutationFn: (given: boolean) => setAutomaticConsent(chatId, given),
    meta: { endpoint: whatsappTemplateEndpoints.setConsent },
    onSuccess: (answer) => {
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(MSG.cloudApi.consentFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
}
