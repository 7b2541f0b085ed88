export const adminKeys = {
  all: ['admin'] as const,
  permission: (userId: string) => ['admin', 'permission', userId] as const,
  instances: () => ['admin', 'instances'] as const,
  instance: (id: string) => ['admin', 'instances', id] as const,
  users: () => ['admin', 'users'] as const,
};
