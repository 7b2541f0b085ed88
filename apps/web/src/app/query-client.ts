import type { EndpointDef } from '@conecta/contract';
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

import { ApiError, NetworkError } from '@/lib/http';

import { keysChangedBy } from './topic-keys';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The endpoint the mutation calls (or the few it chooses between, as a create-or-update
       * save does): once it succeeds, what its contract declaration says it changes
       * (`invalidates`) is invalidated, so every screen showing it asks again. The one way a
       * change made here reaches the cache; features/cache-rule.test.ts fails on a mutation
       * without it, or one that writes the cache itself.
       */
      endpoint: EndpointDef | readonly EndpointDef[];
      /**
       * The query whose value the answer is (a settings form's PUT answers the settings as
       * saved): written there before the refetch, so the form never shows the old values
       * between the save and the refetch.
       */
      answerKey?: QueryKey;
    };
  }
}

/** Retries only what may pass on a second try: lost connections and server faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < 2;
}

/**
 * A refusal that says the cached copy is behind the server (the thing is gone, 404, or changed
 * meanwhile, 409): what the call would have changed is asked again too, so the screen shows the
 * server's state instead of the one the person acted on.
 */
function staleRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Before the mutation's own onSuccess, which may drop the form's draft: the saved values
      // are in place when the form shows them.
      onSuccess: (data, _variables, _context, mutation) => {
        if (mutation.meta?.answerKey) client.setQueryData(mutation.meta.answerKey, data);
      },
      // onSettled runs after the mutation's own onSuccess, and before its own onSettled.
      // Not returned: the mutation is done when the server answered, not when the lists are back.
      onSettled: (_data, error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!meta || (error && !staleRefusal(error))) return;
        const endpoints: readonly EndpointDef[] = Array.isArray(meta.endpoint)
          ? meta.endpoint
          : [meta.endpoint as EndpointDef];
        const keys = new Map(endpoints.flatMap(keysChangedBy).map((k) => [JSON.stringify(k), k]));
        for (const queryKey of keys.values()) void client.invalidateQueries({ queryKey });
      },
    }),
  });
  return client;
}
