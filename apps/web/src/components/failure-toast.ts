import { describeFailure } from '@/lib/error-text';

import { toast, type ToastInput } from './ui/use-toast';

export type FailureTexts = {
  /** The description when the server was not reached (the connection notice). */
  network: string;
  /**
   * The description when the server sent no sentence or the error is not a call's; the title
   * when absent, so the toast never shows an empty description.
   */
  unknown?: string;
};

/**
 * The destructive toast of a failed call: `title` with the server's message, the connection
 * notice or the unknown fallback, hiding after `duration` ms. Null for a 401 (the session ends).
 */
export function failureToast(
  title: string,
  error: unknown,
  duration: number,
  texts: FailureTexts,
): ToastInput | null {
  const failure = describeFailure(title, error, {
    network: texts.network,
    unknown: texts.unknown ?? title,
  });
  return failure && { variant: 'destructive', ...failure, duration };
}

/** Shows `failureToast`; nothing for a 401. */
export function toastFailure(
  title: string,
  error: unknown,
  duration: number,
  texts: FailureTexts,
): void {
  const input = failureToast(title, error, duration, texts);
  if (input) toast(input);
}
