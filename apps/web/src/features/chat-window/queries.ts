export const messageKeys = {
  all: ['messages'] as const,
  /** What an open window holds of one chat (see `useMessages`). */
  list: (userId: string, chatId: string) => ['messages', userId, chatId] as const,
};

export const windowKeys = {
  /** Every answer about a chat's window (a consent recorded changes them all). */
  all: (userId: string, chatId: string) => ['messages', userId, chatId, 'window'] as const,
  /** A chat's 24-hour window, keyed by the patient's latest message it was computed from. */
  chat: (userId: string, chatId: string, lastInbound: string) =>
    ['messages', userId, chatId, 'window', lastInbound] as const,
};

export const templateKeys = {
  all: ['whatsapp-templates'] as const,
};
