export const tagKeys = {
  all: ['tags'] as const,
  /** Everything cached about one user's tags (the board's filter chips too). */
  user: (userId: string) => ['tags', userId] as const,
  /** The list in the tag dialog. */
  manage: (userId: string) => ['tags', userId, 'manage'] as const,
};
