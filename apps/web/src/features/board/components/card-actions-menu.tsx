import { MSG, readColumn, type BackendColumn, type Chat } from '@conecta/contract';
import { EllipsisVertical } from 'lucide-react';
import { useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

import { MenuPageContext } from '@/components/ui/adaptive-submenu';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { useSessionClinic } from '@/features/session';
import { CUT_NAME } from '@/lib/cut-name';
import { cn } from '@/lib/utils';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { AssignMenuGroup, useIsTeam } from '@/features/team';

import { useCardActions, type CardDialogKind } from '../card-actions';
import { ChatActionsGroup } from './chat-actions-group';
import { MoveToColumnGroup } from './move-to-column-group';
import { PatientDataSubmenu } from './patient-data-submenu';

type CardActionsMenuProps = {
  chat: Chat;
  title: string;
  onMove: (chat: Chat, to: BackendColumn) => void;
  /** -1 on a card that opens (its one Tab stop is 'Abrir conversa'; → comes here). */
  tabIndex?: number;
};

/**
 * The card's menu, shown on hover or keyboard focus (always on touch screens): 'Gerenciar
 * Etiquetas', 'Criar Tarefa' / 'Editar Tarefa', 'Agendar lembrete de consulta' and 'Resetar
 * Rotinas' (inside a board, which holds their dialogs), then the sub-menus 'Atribuir a...' (in a
 * team), 'Mover para Coluna' and, for the Responsável, 'Dados do paciente' (seven rows
 * instead of fifteen). A dialog chosen here opens as the
 * menu finishes closing and takes the focus; when it closes, focus comes back to this button.
 */
export function CardActionsMenu({ chat, title, onMove, tabIndex }: CardActionsMenuProps) {
  const actions = useCardActions();
  const team = useIsTeam();
  const responsavel = useSessionClinic()?.role !== 'ATENDENTE';
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The dialog opens once the menu has closed: a dialog opened at once loses its focus to the
  // closing menu (the pointer leaving the chosen item focuses the menu again).
  const pendingDialog = useRef<CardDialogKind | null>(null);
  const open = (kind: CardDialogKind) => {
    pendingDialog.current = kind;
  };
  // A phone pages through the sub-menus in the menu itself (see AdaptiveSubmenu).
  const narrow = useNarrowScreen();
  const [page, setPage] = useState<string | null>(null);
  const paging = useMemo(() => (narrow ? { page, go: setPage } : null), [narrow, page]);
  const main = paging === null || page === null;
  // On a phone the sheet opens on the click, not on the press: opened on the press, it can rise
  // under the finger (or pointer), and the release then picks the row it lands on.
  const [menuOpen, setMenuOpen] = useState(false);
  const sheetTrigger = narrow
    ? {
        onPointerDown: (event: PointerEvent) => event.preventDefault(),
        // A click from Enter or Space has no pointer (detail 0): the menu's own keys open it.
        onClick: (event: MouseEvent) => {
          if (event.detail > 0) setMenuOpen((was) => !was);
        },
      }
    : {};
  return (
    <DropdownMenu
      modal={false}
      open={menuOpen}
      onOpenChange={(next) => {
        setPage(null);
        setMenuOpen(next);
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          aria-label={MSG.board.cardActions(title)}
          tabIndex={tabIndex}
          {...sheetTrigger}
          data-card-stop="menu"
          className="size-7 rounded-md max-sm:-my-1.5 max-sm:-mr-2 max-sm:size-11 text-muted-foreground group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-offset-0 data-[state=open]:bg-accent data-[state=open]:opacity-100 [@media(hover:hover)]:opacity-0"
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // A phone: a sheet on the bottom edge, rows a thumb can hit (44 px), the board dimmed
        // behind it by a shadow (a tap on it is outside the menu and closes it).
        data-bottom-sheet={narrow ? '' : undefined}
        className={cn(
          'min-w-52',
          narrow &&
            'max-h-[75dvh] w-screen rounded-t-2xl rounded-b-none border-x-0 border-b-0 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_0_0_100vmax_rgb(15_23_42/0.4)] [&_[role^=menuitem]]:min-h-11 [&_[role^=menuitem]]:text-base',
        )}
        onCloseAutoFocus={(event) => {
          const kind = pendingDialog.current;
          pendingDialog.current = null;
          if (!kind || !actions) return;
          event.preventDefault();
          actions.openDialog(kind, chat, triggerRef.current);
        }}
      >
        <MenuPageContext value={paging}>
          {narrow && main ? (
            <DropdownMenuLabel className={cn('text-sm', CUT_NAME)}>{title}</DropdownMenuLabel>
          ) : null}
          {actions && main ? (
            <>
              <ChatActionsGroup
                chat={chat}
                onOpen={open}
                onReset={() => actions.resetRoutines(chat)}
              />
              <DropdownMenuSeparator />
            </>
          ) : null}
          {team ? <AssignMenuGroup chat={chat} /> : null}
          <MoveToColumnGroup current={readColumn(chat.column)} onMove={(to) => onMove(chat, to)} />
          {actions && responsavel ? (
            <>
              {main ? <DropdownMenuSeparator /> : null}
              <PatientDataSubmenu chat={chat} onOpen={open} />
            </>
          ) : null}
        </MenuPageContext>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
