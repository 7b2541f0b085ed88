import { useCallback, useEffect, useRef } from 'react';

import { useEndSession, useSessionKeepalive, type EndReason } from '@/features/session';
import { setUnauthorizedHandler } from '@/lib/http';

/**
 * Keeps the admin's session alive while the page is open, like the signed-in layout does:
 * a 401 from any call, or 4 hours idle, ends it (storage cleared, back to `/`).
 */
export function useAdminSession(): void {
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

  useEffect(() => setUnauthorizedHandler(() => end({ kind: 'unauthorized' })), [end]);
  useSessionKeepalive(useCallback((kind: 'idle' | 'unauthorized') => end({ kind }), [end]));
}
