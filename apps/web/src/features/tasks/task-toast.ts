import { MSG, TOAST_MS } from '@conecta/contract';

import type { FailureTexts } from '@/components/failure-toast';
import { toast, type ToastInput } from '@/components/ui/use-toast';

/** Dashboard toasts hide after 5 s. */
export function taskToast(input: ToastInput): void {
  toast({ ...input, duration: TOAST_MS.dashboard });
}

/**
 * A failed task call: its title ('Erro ao criar tarefa'...) with the server's
 * message, else 'Tente novamente'.
 */
export const TASK_FAILURE: FailureTexts = {
  network: MSG.tasks.tryAgain,
  unknown: MSG.tasks.tryAgain,
};
