import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';

/** Renders the real route table at `entry`, with fresh providers. */
export function renderRoute(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** A fetch stub answering JSON; `routes` maps "METHOD /path" (no query) to [status, body]. */
export function stubFetch(answers: Record<string, [number, unknown]>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) throw new TypeError(`fetch failed: ${key}`);
    const [status, body] = answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
