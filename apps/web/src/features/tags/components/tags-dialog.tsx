import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';

import { TagsManager } from './tags-manager';

/** 'Gerenciar Etiquetas' from the side menu; its content loads only while it is open. */
export function TagsDialog({ userId, ...dialog }: ManageDialogProps & { userId: string }) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.tagsAdmin.title}
      description={MSG.tagsAdmin.description}
      widthClass="max-w-lg"
    >
      <TagsManager userId={userId} onClose={() => dialog.onOpenChange(false)} />
    </ManageDialog>
  );
}
