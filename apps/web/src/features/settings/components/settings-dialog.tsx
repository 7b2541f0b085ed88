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
      widthClass="max-w-2xl"
    >
      <SettingsPanel />
    </ManageDialog>
  );
}
