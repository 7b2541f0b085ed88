import { MSG } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { TagsManager } from './tags-manager';

type TagsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** Where focus goes on close (there is no Radix trigger to return to). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Gerenciar Etiquetas' from the side menu; its list loads only while it is open. */
export function TagsDialog({ open, onOpenChange, userId, onCloseAutoFocus }: TagsDialogProps) {
  const T = MSG.tagsAdmin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-lg px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <TagsManager userId={userId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
