import type { DashboardResponse, SessionResponse } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { saveSession } from '@/lib/session-store';

import { dashboardKeys, getDashboard } from '../api/session-api';

/** The sign-in succeeded but the dashboard fetch that completes it did not. */
export class DashboardStepError extends Error {
  constructor(cause: unknown) {
    super('Dashboard fetch failed', { cause });
    this.name = 'DashboardStepError';
  }
}

/**
 * Second step of sign-in and confirmation: fetch the dashboard with the new token and, when it
 * answers, store the whole session. Throws DashboardStepError wrapping the failure.
 */
export function useEstablishSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ id, token }: Pick<SessionResponse, 'id' | 'token'>): Promise<DashboardResponse> => {
      let dashboard: DashboardResponse;
      try {
        dashboard = await getDashboard(id, token);
      } catch (error) {
        throw new DashboardStepError(error);
      }
      saveSession(token, dashboard);
      queryClient.setQueryData(dashboardKeys.byUser(dashboard.user.id), dashboard);
      return dashboard;
    },
    [queryClient],
  );
}
