import { MSG, type Chat } from '@conecta/contract';
import { UserRound } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { useIsTeam } from '../hooks/use-is-team';
import { AssignChoices } from './assign-menu-group';

/** The chat window header's 'Atribuir a...': shows the assignee, and changes it. */
export function AssignButton({ chat }: { chat: Pick<Chat, 'chatId' | 'assignee'> }) {
  const team = useIsTeam();
  if (!team) return null;
  const label = chat.assignee ? MSG.assign.badge(chat.assignee.name) : MSG.assign.menu;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-11 max-w-48 gap-1.5 px-3 text-sm sm:h-8 sm:px-2.5 sm:text-xs"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <AssignChoices chat={chat} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
