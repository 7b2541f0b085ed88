import { useEffect } from 'react';
import { Navigate } from 'react-router';

import { clearSession, readSession } from '@/lib/session-store';

import { ActiveSession } from './active-session';

/** Guards the signed-in routes: without a stored token and user id, back to `/`. */
export function SignedInLayout() {
  const session = readSession();
  const missing = session === null;

  useEffect(() => {
    if (missing) clearSession();
  }, [missing]);

  if (!session) return <Navigate to="/" replace />;
  return <ActiveSession userId={session.userId} />;
}
