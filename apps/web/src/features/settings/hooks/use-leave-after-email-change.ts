import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { setUnauthorizedHandler } from '@/lib/http';
import { clearSession } from '@/lib/session-store';

/** After an e-mail change: 2 s on screen before going to `/`. */
export const LEAVE_AFTER_EMAIL_CHANGE_MS = 2000;

/**
 * The server has ended every session: local data is cleared at once and the app goes to `/`
 * after 2 s. Meanwhile a call that answers 401 (a poll, the keep-alive) must not end the session
 * a second time with a "session expired" message, so the 401 handler is silenced until then.
 * The timer is not tied to the dialog: closing it does not keep the user on a dead session.
 */
export function useLeaveAfterEmailChange() {
  const navigate = useNavigate();
  return useCallback(() => {
    const restore = setUnauthorizedHandler(() => {});
    clearSession();
    window.setTimeout(() => {
      restore();
      void navigate('/', { replace: true });
    }, LEAVE_AFTER_EMAIL_CHANGE_MS);
  }, [navigate]);
}
