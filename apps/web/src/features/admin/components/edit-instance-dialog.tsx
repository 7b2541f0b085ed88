import { type WebInstance, MSG } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { EditInstanceBody } from './edit-instance-body';

type EditInstanceDialogProps = {
  /** The row being edited (masked); null when the dialog is closed. */
  instance: WebInstance | null;
  onClose: () => void;
  onDenied: () => void;
};

/** 'Editar': fetches the instance with its tokens revealed, then shows the form. */
export function EditInstanceDialog({ instance, onClose, onDenied }: EditInstanceDialogProps) {
  return (
    <Dialog open={instance !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={MSG.adminPage.form.close} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{MSG.adminPage.form.editTitle}</DialogTitle>
          <DialogDescription>{MSG.adminPage.form.editDescription}</DialogDescription>
        </DialogHeader>
        {instance ? (
          <EditInstanceBody id={instance.id} onClose={onClose} onDenied={onDenied} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
