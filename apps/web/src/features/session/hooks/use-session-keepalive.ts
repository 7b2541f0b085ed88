import { SESSION } from '@conecta/contract';
import { useEffect, useRef } from 'react';

import { ApiError } from '@/lib/http';
import { getJwtExpiry } from '@/lib/jwt';
import { getLastActivity, getToken, setLastActivity, setToken } from '@/lib/session-store';

import { refreshSession } from '../api/session-api';
import { decideSessionAction, shouldRecordActivity } from '../session-decision';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/** One refresh at a time, shared by every caller, so a token is never traded twice. */
let refreshing: Promise<string> | null = null;

function refreshOnce(token: string): Promise<string> {
  refreshing ??= refreshSession(token)
    .then((answer) => {
      // Signed out (or in as someone else) meanwhile: do not bring the old session back.
      if (getToken() === token) setToken(answer.token);
      return answer.token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Keeps a signed-in session alive: records activity at most once a minute,
 * checks every 5 minutes (and when the tab becomes visible again), ends the session after 4 h
 * idle, and refreshes the token when less than 30 minutes remain. A 401 on refresh ends it too.
 */
export function useSessionKeepalive(onExpired: (kind: 'idle' | 'unauthorized') => void): void {
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    let checking = false;
    let stopped = false;

    const recordActivity = () => {
      const now = Date.now();
      if (shouldRecordActivity(now, getLastActivity())) setLastActivity(now);
    };

    const check = async () => {
      if (checking || stopped) return;
      checking = true;
      try {
        const token = getToken();
        if (!token) return onExpiredRef.current('unauthorized');
        const action = decideSessionAction({
          now: Date.now(),
          lastActivity: getLastActivity(),
          tokenExpiresAt: getJwtExpiry(token),
        });
        if (action === 'expire') return onExpiredRef.current('idle');
        if (action === 'refresh') await refreshOnce(token);
      } catch (error) {
        // A network failure is retried at the next check; only a 401 means the session is over.
        if (error instanceof ApiError && error.status === 401 && !stopped) {
          onExpiredRef.current('unauthorized');
        }
      } finally {
        checking = false;
      }
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };

    if (getLastActivity() === null) setLastActivity(Date.now());
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, recordActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    const interval = window.setInterval(() => void check(), SESSION.checkEveryMs);
    void check();

    return () => {
      stopped = true;
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, recordActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(interval);
    };
  }, []);
}
