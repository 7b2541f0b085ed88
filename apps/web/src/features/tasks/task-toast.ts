import { MSG, TOAST_MS } from '@conecta/contract';

import { toast, type ToastInput } from '@/components/ui/use-toast';
import { endsSession, errorText } from '@/lib/error-text';

/** Dashboard toasts hide after 5 s (spec §9). */
export function taskToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/**
 * A failed task call (spec §8 "Tasks"): `title` ('Erro ao criar tarefa'...) with the server's
 * message, else 'Tente novamente'. Nothing for a 401: the session ends and says why.
 */
export function describeTaskFailure(title: string, error: unknown): ToastInput | null {
  if (endsSession(error)) return null;
  const T = MSG.tasks;
  const description = errorText(error, { network: T.tryAgain, unknown: T.tryAgain });
  return { variant: 'destructive', title, description };
}

export function toastTaskFailure(title: string, error: unknown): void {
  const input = describeTaskFailure(title, error);
  if (input) taskToast(input);
}
