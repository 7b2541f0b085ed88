import { MSG, readColumn, type Chat } from '@conecta/contract';
import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  ListPlus,
  RotateCcw,
  Tags,
} from 'lucide-react';

import { DropdownMenuGroup, DropdownMenuItem } from '@/components/ui/dropdown-menu';

import type { CardDialogKind } from '../card-actions';

type ChatActionsGroupProps = {
  chat: Chat;
  onOpen: (kind: CardDialogKind) => void;
  onReset: () => void;
};

/**
 * The card menu's own actions: 'Gerenciar Etiquetas'; 'Criar Tarefa', or
 * 'Editar Tarefa' (the chat's tasks) when the chat is in the task column; 'Agendar lembrete de
 * consulta'; 'Lista de espera'; 'Resetar Rotinas'. The patient's data (LGPD) is a sub-menu of its own.
 */
export function ChatActionsGroup({ chat, onOpen, onReset }: ChatActionsGroupProps) {
  const M = MSG.cardMenu;
  const inTaskColumn = readColumn(chat.column) === 'task';
  return (
    <DropdownMenuGroup>
      <DropdownMenuItem onSelect={() => onOpen('tags')}>
        <Tags aria-hidden="true" />
        {M.manageTags}
      </DropdownMenuItem>
      {inTaskColumn ? (
        <DropdownMenuItem onSelect={() => onOpen('manageTasks')}>
          <CalendarClock aria-hidden="true" />
          {M.editTask}
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={() => onOpen('createTask')}>
          <CalendarPlus aria-hidden="true" />
          {M.createTask}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => onOpen('appointment')}>
        <CalendarCheck aria-hidden="true" />
        {MSG.appointmentRules.menuItem}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onOpen('waitingList')}>
        <ListPlus aria-hidden="true" />
        {MSG.waitingList.menuItem}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onReset}>
        <RotateCcw aria-hidden="true" />
        {M.resetRoutines}
      </DropdownMenuItem>
    </DropdownMenuGroup>
  );
}
