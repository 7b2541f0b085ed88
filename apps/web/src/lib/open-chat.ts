import { useSyncExternalStore } from 'react';

/**
 * Which chat the chat window has open, if any. The window sets it; notifications read it (no sound
 * while a chat is open) and the board can highlight the card.
 */
let openChatId: string | null = null;
const listeners = new Set<() => void>();

export function setOpenChatId(chatId: string | null): void {
  if (openChatId === chatId) return;
  openChatId = chatId;
  for (const l of listeners) l();
}

export function getOpenChatId(): string | null {
  return openChatId;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenChatId(): string | null {
  return useSyncExternalStore(subscribe, getOpenChatId, getOpenChatId);
}
