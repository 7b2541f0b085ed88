import { MSG, TOAST_MS } from '@conecta/contract';

import { toast, type ToastInput } from '@/components/ui/use-toast';
import { endsSession, errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';

import { duplicateTagToast } from './tag-form';

/** Dashboard toasts hide after 5 s (spec §9). */
export function tagToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/**
 * The failure toast of a tag call: 409 is the duplicate-name toast, otherwise `title` with the
 * server's message, the connection notice or `fallback`. Null for a 401 (the session ends).
 */
export function describeTagFailure(
  title: string,
  error: unknown,
  fallback: string = MSG.tagsAdmin.unknownError,
): ToastInput | null {
  if (endsSession(error)) return null;
  if (error instanceof ApiError && error.status === 409) return duplicateTagToast;
  const description = errorText(error, { network: MSG.tagsAdmin.networkError, unknown: fallback });
  return { variant: 'destructive', title, description };
}

export function toastTagFailure(title: string, error: unknown, fallback?: string): void {
  const input = describeTagFailure(title, error, fallback);
  if (input) tagToast(input);
}
