/** Rooted at ['api-keys'], the contract's 'apiKeys' topic (app/topic-keys.ts). */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (userId: string) => ['api-keys', 'list', userId] as const,
};
