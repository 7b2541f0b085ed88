import { type WebInstance, MSG } from '@conecta/contract';
import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

type InstanceActionsProps = {
  instance: WebInstance;
  onEdit: (instance: WebInstance) => void;
  onDelete: (instance: WebInstance) => void;
};

/** 'Editar' and 'Deletar' of one instance, as icon buttons named for the instance's owner. */
export function InstanceActions({ instance, onEdit, onDelete }: InstanceActionsProps) {
  const owner = instance.userName || instance.userEmail;
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-slate-600 hover:text-emerald-800"
        aria-label={MSG.adminPage.editAction(owner)}
        title={MSG.adminPage.editAction(owner)}
        onClick={() => onEdit(instance)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-red-600 hover:bg-red-50 hover:text-red-700"
        aria-label={MSG.adminPage.deleteAction(owner)}
        title={MSG.adminPage.deleteAction(owner)}
        onClick={() => onDelete(instance)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
