import { MSG, readColumn, type BackendColumn, type Chat } from '@conecta/contract';
import { EllipsisVertical } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { AssignMenuGroup, useIsTeam } from '@/features/team';

import { useCardActions, type CardDialogKind } from '../card-actions';
import { ChatActionsGroup } from './chat-actions-group';
import { MoveToColumnGroup } from './move-to-column-group';

type CardActionsMenuProps = {
  chat: Chat;
  title: string;
  onMove: (chat: Chat, to: BackendColumn) => void;
};

/**
 * The card's menu, shown on hover or keyboard focus (always on touch screens): 'Gerenciar
 * Etiquetas', 'Criar Tarefa' / 'Editar Tarefa' and 'Resetar Rotinas' (inside a board, which
 * holds their dialogs), then the 'Mover para Coluna' group. A dialog chosen here opens as the
 * menu finishes closing and takes the focus; when it closes, focus comes back to this button.
 */
export function CardActionsMenu({ chat, title, onMove }: CardActionsMenuProps) {
  const actions = useCardActions();
  const team = useIsTeam();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The dialog opens once the menu has closed: a dialog opened at once loses its focus to the
  // closing menu (the pointer leaving the chosen item focuses the menu again).
  const pendingDialog = useRef<CardDialogKind | null>(null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          aria-label={MSG.board.cardActions(title)}
          className="size-7 rounded-md text-muted-foreground group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-offset-0 data-[state=open]:bg-accent data-[state=open]:opacity-100 [@media(hover:hover)]:opacity-0"
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-52"
        onCloseAutoFocus={(event) => {
          const kind = pendingDialog.current;
          pendingDialog.current = null;
          if (!kind || !actions) return;
          event.preventDefault();
          actions.openDialog(kind, chat, triggerRef.current);
        }}
      >
        {actions ? (
          <>
            <ChatActionsGroup
              chat={chat}
              onOpen={(kind) => {
                pendingDialog.current = kind;
              }}
              onReset={() => actions.resetRoutines(chat)}
            />
            <DropdownMenuSeparator />
          </>
        ) : null}
        {team ? (
          <>
            <AssignMenuGroup chat={chat} />
            <DropdownMenuSeparator />
          </>
        ) : null}
        <MoveToColumnGroup current={readColumn(chat.column)} onMove={(to) => onMove(chat, to)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
