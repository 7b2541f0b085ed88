import { MSG, type Chat } from '@conecta/contract';
import { useId } from 'react';

import {
  DropdownMenuCheckboxItem,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
} from '@/components/ui/dropdown-menu';
import { useSessionDashboard } from '@/features/session';

import { useAssignChat } from '../hooks/use-assign-chat';
import { useTeam } from '../hooks/use-team';

/**
 * 'Atribuir a...' and the clinic's members, plus 'Ninguém', in the menu itself (a sub-menu does
 * not fit a phone); the current assignee is checked.
 */
export function AssignMenuGroup({ chat }: { chat: Pick<Chat, 'chatId' | 'assignee'> }) {
  const labelId = useId();
  const { user } = useSessionDashboard();
  const team = useTeam(user.id);
  const assign = useAssignChat();
  const current = chat.assignee?.userId ?? null;
  const choose = (userId: string | null) => {
    if (userId !== current) assign.mutate({ chatId: chat.chatId, userId });
  };
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId}>{MSG.assign.menu}</DropdownMenuLabel>
      {team.data ? (
        <>
          {team.data.members.map((m) => (
            <DropdownMenuCheckboxItem
              key={m.userId}
              checked={m.userId === current}
              onSelect={() => choose(m.userId)}
            >
              <span className="truncate">
                {m.name}
                {m.userId === user.id ? ` (${MSG.team.you})` : ''}
              </span>
            </DropdownMenuCheckboxItem>
          ))}
          <DropdownMenuCheckboxItem checked={current === null} onSelect={() => choose(null)}>
            {MSG.assign.nobody}
          </DropdownMenuCheckboxItem>
        </>
      ) : (
        <DropdownMenuItem disabled>{MSG.team.loading}</DropdownMenuItem>
      )}
    </DropdownMenuGroup>
  );
}
