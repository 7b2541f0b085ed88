import { MSG } from '@conecta/contract';
import type { ReactNode } from 'react';

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

/** The shell of the side-menu management dialogs: title, description and the manager inside. */
export function ManageDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  widthClass,
  children,
}: ManageDialogProps & {
  title: string;
  description: string;
  widthClass: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className={`${widthClass} px-4 sm:px-6`}
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
