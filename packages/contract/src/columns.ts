import { type BackendColumn, COLUMNS } from './constants.ts';
import { CHAT_MSG } from './messages/chat-rules.ts';
import { COLUMN_TITLES } from './messages/column-titles.ts';

/** Columns only the automation (repescagem) or the task engine (tarefa) moves chats in and out of. */
export const RESERVED_COLUMNS: readonly BackendColumn[] = ['followup', 'task'];

const BY_NAME = new Map<string, BackendColumn>();
for (const c of COLUMNS) {
  BY_NAME.set(c.backend, c.backend);
  BY_NAME.set(c.board, c.backend);
}
// Display labels the specification accepts on read.
BY_NAME.set(COLUMN_TITLES.followup, 'followup');
BY_NAME.set(COLUMN_TITLES.hot_lead, 'hot_lead');
BY_NAME.set(COLUMN_TITLES.inbox, 'inbox');

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
  const refused = CHAT_MSG.moveRefused;
  if (to === 'followup') return refused.intoFollowup;
  if (from === 'followup') return refused.outOfFollowup;
  if (to === 'task') return refused.intoTask;
  if (from === 'task') return refused.outOfTask;
  return null;
}
