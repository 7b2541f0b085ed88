import { MSG, type Chat } from '@conecta/contract';
import { UserRound } from 'lucide-react';

import {
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu';
import { AdaptiveSubmenu } from '@/components/ui/adaptive-submenu';
import { useSessionDashboard } from '@/features/session';

import { useAssignChat } from '../hooks/use-assign-chat';
import { useTeam } from '../hooks/use-team';

const NOBODY = '';

type AssignProps = { chat: Pick<Chat, 'chatId' | 'assignee'> };

/**
 * 'Atribuir a...' as a sub-menu of the card menu (the menu had grown to 15 items).
 */
export function AssignMenuGroup({ chat }: AssignProps) {
  return (
    <AdaptiveSubmenu id="assign" icon={<UserRound aria-hidden="true" />} label={MSG.assign.menu}>
      <AssignChoices chat={chat} />
    </AdaptiveSubmenu>
  );
}

/** The clinic's members and 'Ninguém': one choice (menuitemradio), the current assignee marked. */
export function AssignChoices({ chat }: AssignProps) {
  const { user } = useSessionDashboard();
  const team = useTeam(user.id);
  const assign = useAssignChat();
  const current = chat.assignee?.userId ?? null;
  const choose = (value: string) => {
    const userId = value === NOBODY ? null : value;
    if (userId !== current) assign.mutate({ chatId: chat.chatId, userId });
  };
  return team.data ? (
    <DropdownMenuRadioGroup value={current ?? NOBODY} onValueChange={choose}>
      {team.data.members.map((m) => (
        <DropdownMenuRadioItem key={m.userId} value={m.userId}>
          <span className="truncate">
            {m.name}
            {m.userId === user.id ? ` (${MSG.team.you})` : ''}
          </span>
        </DropdownMenuRadioItem>
      ))}
      <DropdownMenuRadioItem value={NOBODY}>{MSG.assign.nobody}</DropdownMenuRadioItem>
    </DropdownMenuRadioGroup>
  ) : (
    <DropdownMenuItem disabled>{MSG.team.loading}</DropdownMenuItem>
  );
}
