import { useEffect } from 'react';
import { Navigate } from 'react-router';

import { LiveNotifications } from '@/features/notifications';
import { clearSession, readSession } from '@/lib/session-store';

import { ActiveSession } from './active-session';

/**
 * Guards the signed-in routes: without a stored token and user id, back to `/`. A signed-in tab
 * also gets its one live-notification stream here.
 */
export function SignedInLayout() {
  const session = readSession();
  const missing = session === null;

  useEffect(() => {
    if (missing) clearSession();
  }, [missing]);

  if (!session) return <Navigate to="/" replace />;
  return (
    <>
      <LiveNotifications userId={session.userId} />
      <ActiveSession userId={session.userId} />
    </>
  );
}
