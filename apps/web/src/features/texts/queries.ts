export const textKeys = {
  all: ['texts'] as const,
  list: (userId: string) => ['texts', userId, 'list'] as const,
};
