/**
 * Rooted at 'connection' (the contract's topic): a live 'connection-update' and a saved alert
 * delay make them ask again.
 */
export const numberHealthKeys = {
  all: ['connection'] as const,
  outage: (userId: string) => ['connection', 'outage', userId] as const,
  health: (userId: string) => ['connection', 'health', userId] as const,
  // Under 'clinic' like the pace it shows: saving the pace in 'Clínica' refreshes it.
  pacing: (userId: string) => ['clinic', userId, 'send-pacing'] as const,
};
