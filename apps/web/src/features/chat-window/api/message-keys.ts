export const messageKeys = {
  all: ['messages'] as const,
  list: (userId: string, chatId: string) => ['messages', userId, chatId] as const,
};
