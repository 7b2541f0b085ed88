import { MSG, readColumn, type Chat } from '@conecta/contract';
import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  FileArchive,
  RotateCcw,
  Tags,
  Trash2,
} from 'lucide-react';

import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { usePatientExport } from '@/features/privacy';
import { useSessionClinic } from '@/features/session';

import type { CardDialogKind } from '../card-actions';

type ChatActionsGroupProps = {
  chat: Chat;
  onOpen: (kind: CardDialogKind) => void;
  onReset: () => void;
};

/**
 * The card menu's own actions: 'Gerenciar Etiquetas'; 'Criar Tarefa', or
 * 'Editar Tarefa' (the chat's tasks) when the chat is in the task column; 'Agendar lembrete de
 * consulta'; 'Resetar Rotinas'; for the Responsável, 'Exportar dados do paciente' and 'Apagar dados
 * do paciente'.
 */
export function ChatActionsGroup({ chat, onOpen, onReset }: ChatActionsGroupProps) {
  const M = MSG.cardMenu;
  const inTaskColumn = readColumn(chat.column) === 'task';
  const responsavel = useSessionClinic()?.role !== 'ATENDENTE';
  const patientExport = usePatientExport();
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
      <DropdownMenuItem onSelect={onReset}>
        <RotateCcw aria-hidden="true" />
        {M.resetRoutines}
      </DropdownMenuItem>
      {responsavel ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={patientExport.pending}
            onSelect={() => patientExport.start(chat.chatId)}
          >
            <FileArchive aria-hidden="true" />
            {MSG.privacy.patientExportMenu}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => onOpen('erase')}
            className="text-red-700 focus:text-red-800"
          >
            <Trash2 aria-hidden="true" />
            {MSG.privacy.eraseMenu}
          </DropdownMenuItem>
        </>
      ) : null}
    </DropdownMenuGroup>
  );
}
