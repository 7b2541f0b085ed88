export { describeDashboardError } from './describe-dashboard-error';
export { dashboardKeys, getDashboard } from './api/session-api';
export {
  SessionDashboardContext,
  useSessionClinic,
  useSessionDashboard,
} from './session-user-context';
export { useDashboardQuery } from './hooks/use-dashboard-query';
export { useEndSession, type EndReason } from './hooks/use-end-session';
export { DashboardStepError, useEstablishSession } from './hooks/use-establish-session';
export { useLogout } from './hooks/use-logout';
export { useSessionKeepalive } from './hooks/use-session-keepalive';
