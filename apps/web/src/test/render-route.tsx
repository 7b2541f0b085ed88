import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';

/**
 * The app's routes with their on-demand screens already loaded, so a test renders at once (and
 * under fake timers) as the browser does once a chunk has arrived.
 */
async function loadLazy(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const kids = children ? await loadLazy(children) : undefined;
      return { ...rest, ...loaded, ...(kids ? { children: kids } : {}) } as RouteObject;
    }),
  );
}
const eagerRoutes = await loadLazy(routes);

/** Renders the real route table at `entry`, with fresh providers. */
export function renderRoute(entry: InitialEntry) {
  const router = createMemoryRouter(eagerRoutes, { initialEntries: [entry] });
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
