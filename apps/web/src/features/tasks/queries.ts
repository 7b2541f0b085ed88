export const taskKeys = {
  all: ['tasks'] as const,
  /** The tasks of one chat, as 'Gerenciar Tarefas' lists them. */
  chat: (userId: string, chatId: string) => ['tasks', userId, 'chat', chatId] as const,
};
