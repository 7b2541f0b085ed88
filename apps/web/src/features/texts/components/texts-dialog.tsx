import { MSG } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { TextsManager } from './texts-manager';

type TextsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** Where focus goes on close (there is no Radix trigger to return to). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Textos Pré-Configurados' from the side menu; the list loads only while it is open. */
export function TextsDialog({ open, onOpenChange, userId, onCloseAutoFocus }: TextsDialogProps) {
  const X = MSG.texts;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-xl px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{X.title}</DialogTitle>
          <DialogDescription>{X.description}</DialogDescription>
        </DialogHeader>
        <TextsManager userId={userId} />
      </DialogContent>
    </Dialog>
  );
}
