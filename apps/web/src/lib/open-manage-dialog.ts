import { createContext, useContext } from 'react';

/**
 * A side-menu dialog asked for from elsewhere on the dashboard page: the chat window's empty
 * 'Textos Prontos' panel opens 'Textos Pré-Configurados' with a new text's form, without the chat
 * window knowing the menu; 'Rotinas Automáticas' opens 'Clínica', where the hours live; the
 * reminders' missing template ('Consultas', the board) opens 'Modelos do WhatsApp'.
 * `startNew`: open it on the form of a new entry.
 */
export type ManageDialogRequest =
  { dialog: 'texts'; startNew?: boolean } | { dialog: 'clinic' } | { dialog: 'templates' };

export const OpenManageDialogContext = createContext<
  ((request: ManageDialogRequest) => void) | null
>(null);

/** Opens a side-menu dialog; null outside the dashboard layout (nothing to open there). */
export function useOpenManageDialog(): ((request: ManageDialogRequest) => void) | null {
  return useContext(OpenManageDialogContext);
}
