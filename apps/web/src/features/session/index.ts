export { describeDashboardError } from './describe-dashboard-error';
export { dashboardKeys, getDashboard } from './get-dashboard';
export { SessionDashboardContext, useSessionDashboard } from './session-user-context';
export { useDashboardQuery } from './use-dashboard-query';
export { useEndSession, type EndReason } from './use-end-session';
export { DashboardStepError, useEstablishSession } from './use-establish-session';
export { useLogout } from './use-logout';
export { useSessionKeepalive } from './use-session-keepalive';
