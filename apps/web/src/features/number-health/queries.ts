/**
 * Rooted at 'connection' (the contract's topic): a live 'connection-update' and a saved alert
 * delay make them ask again.
 */
export const numberHealthKeys = {
  all: ['connection'] as const,
  // Another number's (issue 48) under its main number's key: one invalidation reaches them all.
  outage: (userId: string, numberId?: string) =>
    numberId
      ? (['connection', 'outage', userId, numberId] as const)
      : (['connection', 'outage', userId] as const),
  health: (userId: string, numberId?: string) =>
    numberId
      ? (['connection', 'health', userId, numberId] as const)
      : (['connection', 'health', userId] as const),
  // Under 'clinic' like the pace it shows: saving the pace in 'Clínica' refreshes it.
  pacing: (userId: string) => ['clinic', userId, 'send-pacing'] as const,
};
