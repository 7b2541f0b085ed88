export const routineKeys = {
  all: ['routines'] as const,
  list: (userId: string) => ['routines', userId, 'list'] as const,
};
