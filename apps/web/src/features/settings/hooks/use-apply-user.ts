import type { User } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { dashboardKeys, useSessionDashboard } from '@/features/session';
import { storeDashboard } from '@/lib/session-store';

/**
 * Applies a change the server accepted to the signed-in user everywhere it is shown: the
 * dashboard query (header, panel) and the stored `dashboardData` and `userName`.
 */
export function useApplyUser() {
  const queryClient = useQueryClient();
  const dashboard = useSessionDashboard();
  return useCallback(
    (patch: Partial<Pick<User, 'name' | 'timeZone'>>) => {
      const next = { ...dashboard, user: { ...dashboard.user, ...patch } };
      storeDashboard(next);
      queryClient.setQueryData(dashboardKeys.byUser(next.user.id), next);
    },
    [dashboard, queryClient],
  );
}
