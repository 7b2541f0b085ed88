import { MSG, TOAST_MS } from '@conecta/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { toast, type ToastInput } from '@/components/ui/use-toast';
import { clearSession } from '@/lib/session-store';

import { describeDashboardError } from '../describe-dashboard-error';

export type EndReason =
  | { kind: 'missing' }
  | { kind: 'idle' }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; error: unknown };

function toastFor(reason: EndReason): ToastInput | null {
  const D = MSG.dashboard;
  switch (reason.kind) {
    case 'missing':
      return null;
    case 'idle':
      return { title: D.sessionExpiredTitle, description: D.sessionExpiredDescription };
    case 'unauthorized':
      return {
        variant: 'destructive',
        title: D.sessionExpiredTitle,
        description: MSG.dashboardFetch.invalidTokenDescription,
      };
    case 'failed':
      return describeDashboardError(reason.error);
  }
}

/** Ends the session from the browser side: clears storage, explains why, goes to `/`. */
export function useEndSession() {
  const navigate = useNavigate();
  return useCallback(
    (reason: EndReason) => {
      clearSession();
      const message = toastFor(reason);
      if (message) toast({ ...message, duration: TOAST_MS.dashboard });
      void navigate('/', { replace: true });
    },
    [navigate],
  );
}
