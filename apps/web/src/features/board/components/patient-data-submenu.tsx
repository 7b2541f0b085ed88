import { MSG, type Chat } from '@conecta/contract';
import { FileArchive, ShieldCheck, Trash2 } from 'lucide-react';

import { AdaptiveSubmenu } from '@/components/ui/adaptive-submenu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { usePatientExport } from '@/features/privacy';

import type { CardDialogKind } from '../card-actions';

type PatientDataSubmenuProps = { chat: Chat; onOpen: (kind: CardDialogKind) => void };

/**
 * 'Dados do paciente ▸', for the Responsável: the LGPD actions, 'Exportar dados do
 * paciente' and 'Apagar dados do paciente', one step away from the everyday ones, so a pointer
 * resting near 'Atendimento VIP' can never be on an erasure.
 */
export function PatientDataSubmenu({ chat, onOpen }: PatientDataSubmenuProps) {
  const patientExport = usePatientExport();
  return (
    <AdaptiveSubmenu
      id="patient"
      icon={<ShieldCheck aria-hidden="true" />}
      label={MSG.privacy.patientDataMenu}
    >
      <DropdownMenuItem
        disabled={patientExport.pending}
        onSelect={() => patientExport.start(chat.chatId)}
      >
        <FileArchive aria-hidden="true" />
        {MSG.privacy.patientExportMenu}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() => onOpen('erase')}
        className="text-red-700 focus:text-red-800"
      >
        <Trash2 aria-hidden="true" />
        {MSG.privacy.eraseMenu}
      </DropdownMenuItem>
    </AdaptiveSubmenu>
  );
}
