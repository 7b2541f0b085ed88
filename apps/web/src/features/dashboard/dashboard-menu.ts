import { MSG } from '@conecta/contract';
import {
  Activity,
  Building2,
  CalendarDays,
  FileText,
  KeyRound,
  LockKeyhole,
  MessageSquareText,
  Repeat2,
  Settings,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Each entry of the side menu opens the dialog of the same name. */
export type MenuItemId =
  | 'tags'
  | 'routines'
  | 'texts'
  | 'templates'
  | 'agenda'
  | 'team'
  | 'clinic'
  | 'health'
  | 'privacy'
  | 'integrations'
  | 'settings';

export type MenuItem = {
  id: MenuItemId;
  label: string;
  icon: LucideIcon;
  /** Only the clinic's Responsável sees it (routines message patients for the clinic). */
  responsavelOnly?: boolean;
  /** Only where the clinic's number is on Meta's Cloud API (templates exist nowhere else). */
  cloudApiOnly?: boolean;
};

/** The side menu's entries in spec order; 'Sair' and 'Administração' are added by the nav. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'tags', label: MSG.dashboard.menu.tags, icon: Tags },
  { id: 'routines', label: MSG.dashboard.menu.routines, icon: Repeat2, responsavelOnly: true },
  { id: 'texts', label: MSG.dashboard.menu.texts, icon: MessageSquareText },
  // The WhatsApp templates Meta approved (API oficial): the Responsável's to keep.
  {
    id: 'templates',
    label: MSG.cloudApi.templatesTitle,
    icon: FileText,
    responsavelOnly: true,
    cloudApiOnly: true,
  },
  { id: 'agenda', label: MSG.appointmentRules.agendaMenu, icon: CalendarDays },
  { id: 'team', label: MSG.team.menu, icon: Users },
  // The clinic's name, hours, holidays and stop words.
  { id: 'clinic', label: MSG.clinic.menu, icon: Building2, responsavelOnly: true },
  // The number's connection and traffic: the Responsável's to watch.
  { id: 'health', label: MSG.numberHealth.menuLabel, icon: Activity, responsavelOnly: true },
  // Who read which patient (LGPD): the Responsável's to read.
  { id: 'privacy', label: MSG.privacy.menu, icon: LockKeyhole, responsavelOnly: true },
  // The clinic's API keys for its own systems: the Responsável's to hand out and revoke.
  { id: 'integrations', label: MSG.apiKeys.menu, icon: KeyRound, responsavelOnly: true },
  { id: 'settings', label: MSG.dashboard.menu.settings, icon: Settings },
];
