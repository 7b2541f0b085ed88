import { type WebInstance, MSG } from '@conecta/contract';

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

import { formatPhone } from '../format-instance';
import { useDeleteInstance } from '../hooks/use-delete-instance';

type DeleteInstanceDialogProps = {
  /** The instance to delete once confirmed; null when the dialog is closed. */
  instance: WebInstance | null;
  onClose: () => void;
  onDenied: () => void;
};

/** Asks 'Tem certeza que deseja deletar esta instância?' before the DELETE. */
export function DeleteInstanceDialog({ instance, onClose, onDenied }: DeleteInstanceDialogProps) {
  const { remove, pending } = useDeleteInstance({ onDeleted: onClose, onDenied });
  const D = MSG.adminPage.deleteDialog;

  return (
    <AlertDialog
      open={instance !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{D.title}</AlertDialogTitle>
          <AlertDialogDescription className="text-base text-foreground">
            {D.question}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {instance ? (
          <div className="grid gap-1 rounded-xl border bg-muted/50 px-4 py-3 text-sm">
            <p className="truncate font-medium text-slate-900">
              {instance.userName}{' '}
              <span className="font-normal text-muted-foreground">({instance.userEmail})</span>
            </p>
            <p className="truncate font-mono text-xs text-slate-700">{instance.suaInstancia}</p>
            {instance.connectedPhone ? (
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatPhone(instance.connectedPhone)}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-muted-foreground">{D.irreversible}</p>
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{D.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={pending || !instance}
            onClick={() => instance && remove(instance.id)}
          >
            {pending ? <Spinner /> : null}
            {pending ? D.deleting : D.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
