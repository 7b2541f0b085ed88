import { MSG, TOAST_MS } from '@conecta/contract';

import { toastFailure } from './failure-toast';
import { toast } from './ui/use-toast';

const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * A dialog's mutation callbacks when the action is all the dialog is for: done, the server's
 * sentence in a toast and the dialog closed; refused or failed, the reason in a destructive toast
 * under `failedTitle`, the dialog left open to try again.
 */
export function closeWithToast(onClose: () => void, failedTitle: string) {
  return {
    onSuccess: (answer: { message: string }) => {
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
      onClose();
    },
    onError: (error: unknown) => toastFailure(failedTitle, error, TOAST_MS.dashboard, FALLBACKS),
  };
}
