import { type BackendColumn, COLUMNS } from './constants.ts';

/** Columns only the automation (repescagem) or the task engine (tarefa) moves chats in and out of. */
export const RESERVED_COLUMNS: readonly BackendColumn[] = ['followup', 'task'];

const BY_NAME = new Map<string, BackendColumn>();
for (const c of COLUMNS) {
  BY_NAME.set(c.backend, c.backend);
  BY_NAME.set(c.board, c.backend);
}
// Display labels the specification accepts on read.
BY_NAME.set('Repescagem', 'followup');
BY_NAME.set('Lead Quente', 'hot_lead');
BY_NAME.set('Atendimento Inicial', 'inbox');

/** A backend name, board name or accepted label as a backend column; undefined when unknown. */
export function parseColumn(value: string): BackendColumn | undefined {
  return BY_NAME.get(value.trim());
}

/** A stored value as a column; anything unknown falls into the first-contact column. */
export function readColumn(value: string | null | undefined): BackendColumn {
  return (value && parseColumn(value)) || 'inbox';
}

export function columnTitle(column: BackendColumn): string {
  return COLUMNS.find((c) => c.backend === column)!.title;
}

/** Why a person may not make this move, or null when they may (spec: Column moves). */
export function moveBlockReason(from: BackendColumn, to: BackendColumn): string | null {
  if (to === 'followup') return 'A coluna Repescagem é reservada para as rotinas automáticas.';
  if (from === 'followup') return 'Chats em Repescagem só saem pelas rotinas automáticas.';
  if (to === 'task')
    return 'A coluna Tarefa é gerenciada pelo sistema: crie uma tarefa para o chat.';
  if (from === 'task') return 'Chats em Tarefa saem da coluna quando suas tarefas terminam.';
  return null;
}
