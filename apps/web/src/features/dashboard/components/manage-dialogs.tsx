import { AgendaDialog } from '@/features/appointments';
import { PrivacyDialog } from '@/features/privacy';
import { RoutinesDialog } from '@/features/routines';
import { useSessionDashboard } from '@/features/session';
import { SettingsDialog } from '@/features/settings';
import { TagsDialog } from '@/features/tags';
import { TeamDialog } from '@/features/team';
import { TextsDialog } from '@/features/texts';

import type { MenuItemId } from '../dashboard-menu';

type ManageDialogsProps = {
  open: MenuItemId | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** The dialogs of the side menu (three management dialogs and Settings); at most one is open. */
export function ManageDialogs({ open, onClose, onCloseAutoFocus }: ManageDialogsProps) {
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
      <TextsDialog {...props('texts')} />
      <AgendaDialog {...props('agenda')} />
      <TeamDialog {...props('team')} />
      <PrivacyDialog {...props('privacy')} />
      <SettingsDialog {...props('settings')} />
    </>
  );
}
