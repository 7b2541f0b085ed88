import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';

import { RoutinesManager } from './routines-manager';

/** 'Rotinas Automáticas' from the side menu; its content loads only while it is open. */
export function RoutinesDialog({ userId, ...dialog }: ManageDialogProps & { userId: string }) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.routines.title}
      description={MSG.routines.description}
      widthClass="max-w-2xl"
    >
      <RoutinesManager userId={userId} />
    </ManageDialog>
  );
}
