import { MSG, TOAST_MS } from '@conecta/contract';

import { toast, type ToastInput } from '@/components/ui/use-toast';
import { endsSession, errorText } from '@/lib/error-text';

/** Dashboard toasts hide after 5 s (spec §9). */
export function routineToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/** `title` with the server's message (or the connection notice); nothing for a 401. */
export function toastRoutineFailure(title: string, error: unknown): void {
  if (endsSession(error)) return;
  const description = errorText(error, { network: MSG.routines.networkError, unknown: title });
  routineToast({ variant: 'destructive', title, description });
}
