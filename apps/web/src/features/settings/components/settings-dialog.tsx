import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';

import { SettingsPanel } from './settings-panel';

/** 'Configurações' from the side menu; its forms start fresh each time it opens. */
export function SettingsDialog(dialog: ManageDialogProps) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.settings.title}
      description={MSG.settings.description}
      // A single shrinkable column: long zone names and e-mails never widen the dialog on a phone.
      widthClass="max-w-2xl grid-cols-[minmax(0,1fr)]"
    >
      <SettingsPanel />
    </ManageDialog>
  );
}
