import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';

import { TeamManager } from './team-manager';

/** 'Equipe' from the side menu; its content loads only while it is open. */
export function TeamDialog({ userId, ...dialog }: ManageDialogProps & { userId: string }) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.team.title}
      description={MSG.team.description}
      widthClass="max-w-2xl"
    >
      {dialog.open ? <TeamManager userId={userId} /> : null}
    </ManageDialog>
  );
}
