import { AgendaDialog } from '@/features/appointments';
import { ClinicDialog } from '@/features/clinic';
import { IntegrationsDialog } from '@/features/integrations';
import { NumberHealthDialog } from '@/features/number-health';
import { PrivacyDialog } from '@/features/privacy';
import { RoutinesDialog } from '@/features/routines';
import { useSessionDashboard } from '@/features/session';
import { SettingsDialog } from '@/features/settings';
import { TagsDialog } from '@/features/tags';
import { TeamDialog } from '@/features/team';
import { TextsDialog } from '@/features/texts';
import { TemplatesDialog } from '@/features/whatsapp-templates';

import type { MenuItemId } from '../dashboard-menu';

type ManageDialogsProps = {
  open: MenuItemId | null;
  /** Open on the form of a new entry ('Novo texto'), as the chat window's empty panel asks. */
  startNew?: boolean;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** The dialogs of the side menu (three management dialogs and Settings); at most one is open. */
export function ManageDialogs({ open, startNew, onClose, onCloseAutoFocus }: ManageDialogsProps) {
  const { user } = useSessionDashboard();
  const props = (id: MenuItemId) => ({
    open: open === id,
    onOpenChange: (next: boolean) => {
      if (!next) onClose();
    },
    userId: user.id,
    onCloseAutoFocus,
  });
  return (
    <>
      <TagsDialog {...props('tags')} />
      <RoutinesDialog {...props('routines')} />
      <TextsDialog {...props('texts')} startNew={startNew} />
      <TemplatesDialog {...props('templates')} />
      <AgendaDialog {...props('agenda')} timeZone={user.timeZone} />
      <TeamDialog {...props('team')} />
      <ClinicDialog {...props('clinic')} />
      <NumberHealthDialog {...props('health')} timeZone={user.timeZone} />
      <PrivacyDialog {...props('privacy')} timeZone={user.timeZone} />
      <IntegrationsDialog {...props('integrations')} timeZone={user.timeZone} />
      <SettingsDialog {...props('settings')} />
    </>
  );
}
