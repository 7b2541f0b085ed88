import { MSG } from '@conecta/contract';
import type { KeyboardEvent, ReactNode } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type ManageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (there is no Radix trigger to return to). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A save's toast is a Radix layer of its own, mounted after the dialog, so it is the top one and
 * takes Escape: the dialog would not close until the toast is gone. An Escape from inside the
 * dialog that no layer acted on (the dialog's own handler marks it handled, as does an open menu)
 * closes it; one from a confirmation over it (portalled, so not inside) is left to that one.
 */
function closeOnEscapeUnderToast(onOpenChange: (open: boolean) => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onOpenChange(false);
  };
}

/** The shell of the side-menu management dialogs: title, description and the manager inside. */
export function ManageDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  widthClass,
  toastOutlet,
  children,
}: ManageDialogProps & {
  title: string;
  description: string;
  widthClass: string;
  /** Toasts inside the dialog (their 'Desfazer' reachable with Tab). */
  toastOutlet?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        toastOutlet={toastOutlet}
        onKeyDown={closeOnEscapeUnderToast(onOpenChange)}
        // One minmax(0, 1fr) column: a wide child (a routine being edited) shrinks to the dialog
        // instead of widening its column past a phone's screen.
        className={`${widthClass} grid-cols-1 px-4 sm:px-6`}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
