import { MSG } from '@conecta/contract';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { AssistantSettingsForm } from '@/features/assistant';
import { HolidaysForm, OpeningHoursForm } from '@/features/opening-hours';

import { BackupStatusSection } from './backup-status-line';
import { ClinicNameForm } from './clinic-name-form';
import { SendPacingForm } from './send-pacing-form';
import { StopWordsForm } from './stop-words-form';

/**
 * 'Clínica' from the side menu, the Responsável's: the clinic's name, opening
 * hours, holidays, stop words, the pace of automatic sends and the assistant (when the server has
 * one), each section saving on its own, and the server's last backup.
 */
export function ClinicDialog({ userId, ...dialog }: ManageDialogProps & { userId: string }) {
  return (
    <ManageDialog
      {...dialog}
      title={MSG.clinic.title}
      description={MSG.clinic.description}
      widthClass="max-w-2xl"
    >
      <div className="grid gap-3">
        <ClinicNameForm />
        <OpeningHoursForm />
        <HolidaysForm />
        <StopWordsForm userId={userId} />
        <SendPacingForm userId={userId} />
        <AssistantSettingsForm />
        <BackupStatusSection />
      </div>
    </ManageDialog>
  );
}
