import { MSG } from '@conecta/contract';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import {
  SessionDashboardContext,
  useDashboardQuery,
  useEndSession,
  useSessionKeepalive,
  type EndReason,
} from '@/features/session';
import { setUnauthorizedHandler } from '@/lib/http';

/**
 * A stored session being used: validated against GET /dashboard on mount, kept alive, and
 * ended (storage cleared, back to `/`) when the server rejects it or it idles out.
 */
export function ActiveSession({ userId }: { userId: string }) {
  const endSession = useEndSession();
  const ended = useRef(false);
  const end = useCallback(
    (reason: EndReason) => {
      if (ended.current) return;
      ended.current = true;
      endSession(reason);
    },
    [endSession],
  );

  const { data, error, isError } = useDashboardQuery(userId);
  useEffect(() => {
    if (isError) end({ kind: 'failed', error });
  }, [isError, error, end]);

  useEffect(() => setUnauthorizedHandler(() => end({ kind: 'unauthorized' })), [end]);

  useSessionKeepalive(useCallback((kind: 'idle' | 'unauthorized') => end({ kind }), [end]));

  if (!data) return <PageLoader label={MSG.dashboard.loading} />;
  return (
    <SessionDashboardContext value={data}>
      <Outlet />
    </SessionDashboardContext>
  );
}
