import { zDashboardResponse, type DashboardResponse } from '@conecta/contract';

import { request } from '@/lib/http';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  byUser: (userId: string) => ['dashboard', userId] as const,
};

/**
 * GET /dashboard?userId=: who is signed in. `token` overrides the stored one (sign-in calls it
 * before anything is stored); a 401 here never triggers the global handler, callers decide.
 */
export function getDashboard(userId: string, token?: string): Promise<DashboardResponse> {
  return request(`/dashboard?userId=${encodeURIComponent(userId)}`, {
    auth: token ?? 'session',
    handleUnauthorized: false,
    schema: zDashboardResponse,
  });
}
