import { MSG, TOAST_MS } from '@conecta/contract';

import { toastFailure } from '@/components/failure-toast';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

import { duplicateTagToast } from './tag-form';

/** Dashboard toasts hide after 5 s. */
export function tagToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/**
 * The failure toast of a tag call. A 409 shows the same duplicate-name toast the form shows when
 * it catches the name itself; anything else is `title` with the server's message, the connection
 * notice or `fallback`. Nothing for a 401 (the session ends).
 */
export function toastTagFailure(
  title: string,
  error: unknown,
  fallback: string = MSG.tagsAdmin.unknownError,
): void {
  if (error instanceof ApiError && error.status === 409) return tagToast(duplicateTagToast);
  toastFailure(title, error, TOAST_MS.dashboard, {
    network: MSG.tagsAdmin.networkError,
    unknown: fallback,
  });
}
