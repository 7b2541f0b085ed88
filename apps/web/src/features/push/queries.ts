export const pushKeys = {
  quietHours: (userId: string) => ['push', 'quiet-hours', userId] as const,
};
