import type { DashboardResponse } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SessionDashboardContext } from '@/features/session';

import { dashboardSession } from './session-fixture';

/**
 * Renders `ui` as the signed-in layout holds it: the app's providers and the session's dashboard
 * data (`dashboardSession()` unless given). The query client is fresh with no retries, so a
 * failed read shows at once; a test that needs the app's own client passes it.
 */
export function renderSignedIn(
  ui: ReactNode,
  opts: { session?: DashboardResponse; queryClient?: QueryClient } = {},
) {
  const queryClient = opts.queryClient ?? retrylessQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SessionDashboardContext value={opts.session ?? dashboardSession()}>
        {ui}
      </SessionDashboardContext>
    </AppProviders>,
  );
  return { queryClient, ...view };
}

/** The app's query client with its other defaults kept (no refetch on focus among them). */
function retrylessQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
