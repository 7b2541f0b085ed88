import { TOAST_MS, MSG } from '@conecta/contract';

import type { FailureTexts } from '@/components/failure-toast';
import { toast, type ToastInput } from '@/components/ui/use-toast';

/** Every toast of the admin page hides after 3 s. */
export function adminToast(input: Omit<ToastInput, 'duration'>): void {
  toast({ ...input, duration: TOAST_MS.admin });
}

/** An admin call that failed without a server sentence says the server was not reached. */
export const ADMIN_FAILURE: FailureTexts = {
  network: MSG.adminPage.toast.networkDescription,
  unknown: MSG.adminPage.toast.networkDescription,
};
