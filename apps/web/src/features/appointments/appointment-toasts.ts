import { MSG, TOAST_MS } from '@conecta/contract';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

/** A toast that offers 'Desfazer' stays long enough to reach it (by mouse or by Tab). */
export const UNDO_TOAST_MS = 10_000;

const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/** A mutation's onError for the agenda's screens: the failure in pt-BR, under `title`. */
export const failureToast = (title: string) => (error: unknown) => {
  const failure = describeFailure(title, error, fallbacks);
  if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
};

/** A change that can be taken back: the toast says it and offers 'Desfazer'. */
export function undoToast(opts: {
  title: string;
  altText: string;
  onUndo: () => void;
  variant?: 'destructive';
}) {
  toast({
    title: opts.title,
    variant: opts.variant,
    duration: UNDO_TOAST_MS,
    action: { label: MSG.appointmentRules.undo, altText: opts.altText, onClick: opts.onUndo },
  });
}
