import { QueryClient } from '@tanstack/react-query';

import { ApiError, NetworkError } from '@/lib/http';

/** Retries only what may pass on a second try: lost connections and server faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
