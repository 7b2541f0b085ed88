import type { ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  /** Called to close it (Cancelar, Escape); ignored while the action runs. */
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Shown between the question and the buttons (what is being removed). */
  children?: ReactNode;
  /** 'default' for a question that is not a removal (sending messages): a green button. */
  tone?: 'destructive' | 'default';
};

/**
 * A label may be long ('Salvar e enviar terça-feira às 08:00'): the buttons go to a line of their
 * own when both do not fit, and a label wraps inside its button instead of running off the
 * dialog (the dialog is 384 px wide even on a large screen).
 */
const WRAPS = 'h-auto min-h-11 max-w-full whitespace-normal py-2 text-center';

/** A confirmation (AlertDialog), destructive unless told: focus starts on Cancelar, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onClose, onConfirm, pending, title, description, children } = props;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialogContent className="max-w-sm">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="text-base text-foreground">
            {description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter className="sm:flex-wrap">
          <AlertDialogCancel disabled={pending} className={WRAPS}>
            {props.cancelLabel}
          </AlertDialogCancel>
          <Button
            variant={props.tone === 'default' ? 'default' : 'destructive'}
            disabled={pending}
            className={WRAPS}
            onClick={onConfirm}
          >
            {pending ? <Spinner /> : null}
            {pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
