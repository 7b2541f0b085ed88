/** Rooted at ['api-keys'], the contract's 'apiKeys' topic (app/topic-keys.ts). */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (userId: string) => ['api-keys', 'list', userId] as const,
};

/** Rooted at ['webhooks'], the contract's 'webhooks' topic (app/topic-keys.ts). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (userId: string) => ['webhooks', 'list', userId] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};
