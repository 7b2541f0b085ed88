import { MSG } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { RoutinesManager } from './routines-manager';

type RoutinesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** Where focus goes on close (there is no Radix trigger to return to). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Rotinas Automáticas' from the side menu; the slots load only while it is open. */
export function RoutinesDialog({
  open,
  onOpenChange,
  userId,
  onCloseAutoFocus,
}: RoutinesDialogProps) {
  const R = MSG.routines;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-2xl px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{R.title}</DialogTitle>
          <DialogDescription>{R.description}</DialogDescription>
        </DialogHeader>
        <RoutinesManager userId={userId} />
      </DialogContent>
    </Dialog>
  );
}
