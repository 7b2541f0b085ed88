import { MSG } from '@conecta/contract';
import { MessageSquareText, Repeat2, Settings, Tags, type LucideIcon } from 'lucide-react';

export type MenuItemId = 'tags' | 'routines' | 'texts' | 'settings';

/** The entries that open a dialog of their own; any other would go to the page. */
export type ManageDialogId = Extract<MenuItemId, 'tags' | 'routines' | 'texts' | 'settings'>;

export function isManageDialog(id: MenuItemId): id is ManageDialogId {
  return id === 'tags' || id === 'routines' || id === 'texts' || id === 'settings';
}

export type MenuItem = { id: MenuItemId; label: string; icon: LucideIcon };

/** The side menu's entries in spec order; 'Sair' and 'Administração' are added by the nav. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'tags', label: MSG.dashboard.menu.tags, icon: Tags },
  { id: 'routines', label: MSG.dashboard.menu.routines, icon: Repeat2 },
  { id: 'texts', label: MSG.dashboard.menu.texts, icon: MessageSquareText },
  { id: 'settings', label: MSG.dashboard.menu.settings, icon: Settings },
];
