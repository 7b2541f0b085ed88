import {
  accountEndpoints,
  authEndpoints,
  type DashboardResponse,
  type RefreshResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  byUser: (userId: string) => ['dashboard', userId] as const,
};

/**
 * Who is signed in. `token` overrides the stored one (sign-in calls it before anything is
 * stored); a 401 here never triggers the global handler, callers decide.
 */
export function getDashboard(userId: string, token?: string): Promise<DashboardResponse> {
  return callEndpoint(
    accountEndpoints.dashboard,
    { query: { userId } },
    { auth: token ?? 'session', handleUnauthorized: false },
  );
}

/** Ends the session on the server, with the stored token. */
export async function logoutRequest(): Promise<void> {
  await callEndpoint(authEndpoints.logout, {}, { handleUnauthorized: false });
}

/** Trades a still-valid token for a fresh one; 401 when the session is over. */
export function refreshSession(token: string): Promise<RefreshResponse> {
  return callEndpoint(authEndpoints.refresh, { body: { token } }, { auth: false });
}
