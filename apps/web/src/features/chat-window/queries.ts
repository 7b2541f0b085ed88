export const messageKeys = {
  all: ['messages'] as const,
  /** What an open window holds of one chat (see `useMessages`). */
  list: (userId: string, chatId: string) => ['messages', userId, chatId] as const,
};
