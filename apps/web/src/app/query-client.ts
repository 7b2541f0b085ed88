import type { EndpointDef } from '@conecta/contract';
import { MutationCache, QueryClient } from '@tanstack/react-query';

import { ApiError, NetworkError } from '@/lib/http';

import { keysChangedBy } from './topic-keys';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The endpoint the mutation calls: once it succeeds, what its contract declaration says it
       * changes (`invalidates`) is invalidated, so every screen showing it asks again. The one way
       * a change made here reaches the other screens of the tab.
       */
      endpoint?: EndpointDef;
    };
  }
}

/** Retries only what may pass on a second try: lost connections and server faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // onSettled runs after the mutation's own onSuccess: what that wrote into the cache (a
      // card's new tags) is the base the refetch builds on, and is not marked fresh again.
      // Not returned: the mutation is done when the server answered, not when the lists are back.
      onSettled: (_data, error, _variables, _context, mutation) => {
        if (error) return;
        const endpoint = mutation.meta?.endpoint;
        if (!endpoint) return;
        for (const queryKey of keysChangedBy(endpoint)) void client.invalidateQueries({ queryKey });
      },
    }),
  });
  return client;
}
