import { ADMIN_UI, TOAST_MS } from '@conecta/contract';

import { toast, type ToastInput } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

/** Every toast of the admin page hides after 3 s (spec §9). */
export function adminToast(input: Omit<ToastInput, 'duration'>): void {
  toast({ ...input, duration: TOAST_MS.admin });
}

/**
 * The failure toast of an admin call: the given title with the server's message, or the
 * connection notice. Null for a 401: the session handler ends the session and says why.
 */
export function describeAdminFailure(title: string, error: unknown): ToastInput | null {
  if (error instanceof ApiError && error.status === 401) return null;
  const description = error instanceof ApiError ? error.message : ADMIN_UI.toast.networkDescription;
  return { variant: 'destructive', title, description };
}

export function toastAdminFailure(title: string, error: unknown): void {
  const input = describeAdminFailure(title, error);
  if (input) adminToast(input);
}
