import { MSG, readColumn, type BackendColumn, type Chat } from '@conecta/contract';
import { EllipsisVertical } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { MoveToColumnGroup } from './move-to-column-group';

type CardActionsMenuProps = {
  chat: Chat;
  title: string;
  onMove: (chat: Chat, to: BackendColumn) => void;
};

/**
 * The card's menu, shown on hover or keyboard focus (always on touch screens). 'Gerenciar
 * Etiquetas', 'Criar Tarefa' / 'Editar Tarefa' and 'Resetar Rotinas' join it as items above the
 * 'Mover para Coluna' group (with a DropdownMenuSeparator) when their dialogs exist.
 */
export function CardActionsMenu({ chat, title, onMove }: CardActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={MSG.board.cardActions(title)}
          className="size-7 rounded-md text-muted-foreground group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-offset-0 data-[state=open]:bg-accent data-[state=open]:opacity-100 [@media(hover:hover)]:opacity-0"
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <MoveToColumnGroup current={readColumn(chat.column)} onMove={(to) => onMove(chat, to)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
