import type { DashboardResponse } from '@conecta/contract';
import { createContext, useContext } from 'react';

/** The validated dashboard data of the signed-in user, provided by the signed-in layout. */
export const SessionDashboardContext = createContext<DashboardResponse | null>(null);

export function useSessionDashboard(): DashboardResponse {
  const dashboard = useContext(SessionDashboardContext);
  if (!dashboard) throw new Error('useSessionDashboard needs the signed-in layout');
  return dashboard;
}

/**
 * The clinic of the signed-in person (role, number of members), or null outside the signed-in
 * layout (a screen rendered alone in a test behaves as a clinic of one).
 */
export function useSessionClinic(): DashboardResponse['clinic'] | null {
  return useContext(SessionDashboardContext)?.clinic ?? null;
}
