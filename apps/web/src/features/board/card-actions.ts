import type { Chat } from '@conecta/contract';
import { createContext, useContext } from 'react';

/**
 * The dialogs a card's menu opens: tags, a new task, the chat's tasks (task column), an
 * appointment, or the erasure of the patient's data (the Responsável's).
 */
export type CardDialogKind =
  | 'tags'
  | 'createTask'
  | 'manageTasks'
  | 'appointment'
  | 'waitingList'
  | 'erase'
  | 'resumeRoutines';

export type CardActions = {
  /** Opens a dialog for the chat; focus goes back to `returnFocus` when it closes. */
  openDialog: (kind: CardDialogKind, chat: Chat, returnFocus: HTMLElement | null) => void;
  /**
   * 'Resetar Rotinas': sends the reset and toasts the outcome; for a patient who opted out, asks
   * first ('Retomar as rotinas?').
   */
  resetRoutines: (chat: Chat) => void;
};

/**
 * Provided by the board around its columns, so the card menus reach the dialogs without passing
 * callbacks through every column and list. The dialogs live at the board, not in the card: a
 * card unmounts when its chat changes column (a task moves it), and a dialog must not go with it.
 * Null outside a board: the card menu then only offers 'Mover para Coluna'.
 */
export const CardActionsContext = createContext<CardActions | null>(null);

export function useCardActions(): CardActions | null {
  return useContext(CardActionsContext);
}
