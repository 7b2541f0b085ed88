import { MSG, TOAST_MS } from '@conecta/contract';

import type { FailureTexts } from '@/components/failure-toast';
import { toast, type ToastInput } from '@/components/ui/use-toast';

/** Dashboard toasts hide after 5 s. */
export function routineToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/** A routine call that failed without a server sentence repeats its title as the description. */
export const ROUTINE_FAILURE: FailureTexts = { network: MSG.routines.networkError };
