import { useQuery } from '@tanstack/react-query';

import { readDashboardData, storeDashboard } from '@/lib/session-store';

import { dashboardKeys, getDashboard } from '../api/session-api';

/** The signed-in user's dashboard data; the stored copy shows while the server confirms it. */
export function useDashboardQuery(userId: string) {
  return useQuery({
    queryKey: dashboardKeys.byUser(userId),
    queryFn: async () => {
      const dashboard = await getDashboard(userId);
      storeDashboard(dashboard);
      return dashboard;
    },
    placeholderData: () => {
      const stored = readDashboardData();
      return stored?.user.id === userId ? stored : undefined;
    },
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
