import { MSG } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { ApiError, NetworkError } from '@/lib/http';

/** The toast for a failed GET /dashboard. */
export function describeDashboardError(error: unknown): ToastInput {
  const D = MSG.dashboardFetch;
  if (error instanceof NetworkError) {
    return {
      variant: 'destructive',
      title: MSG.login.networkTitle,
      description: MSG.login.networkDescription,
    };
  }
  if (error instanceof ApiError && error.status === 401) {
    return {
      variant: 'destructive',
      title: D.invalidTokenTitle,
      description: D.invalidTokenDescription,
    };
  }
  if (error instanceof ApiError && error.status === 403) {
    return { variant: 'destructive', title: D.forbiddenTitle, description: D.forbiddenDescription };
  }
  return { variant: 'destructive', title: D.errorTitle, description: D.errorDescription };
}
