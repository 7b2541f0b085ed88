import { createContext, useContext } from 'react';

/**
 * Opens a chat's window by its id, from anywhere under the dashboard page (the agenda of
 * 'Consultas' lives in a side-menu dialog, far from the board that owns the window).
 */
export const OpenChatContext = createContext<((chatId: string) => void) | null>(null);

export function useOpenChat(): ((chatId: string) => void) | null {
  return useContext(OpenChatContext);
}
