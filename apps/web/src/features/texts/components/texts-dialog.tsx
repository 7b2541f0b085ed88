import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';

import { TextsManager } from './texts-manager';

/**
 * 'Textos Pré-Configurados' from the side menu; its content loads only while it is open.
 * `startNew`: it opens on the form of a new text.
 */
export function TextsDialog({
  userId,
  startNew,
  ...dialog
}: ManageDialogProps & { userId: string; startNew?: boolean | undefined }) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.texts.title}
      description={MSG.texts.description}
      widthClass="max-w-xl"
    >
      <TextsManager userId={userId} startNew={startNew} />
    </ManageDialog>
  );
}
