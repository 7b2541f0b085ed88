import { useEffect } from 'react';

import { presenceStore } from '../presence-store';

const EXPIRY_TICK_MS = 5_000;

/**
 * The team's live side for the signed-in tab: the presence marks the stream notes
 * (`notePresence`) fade as they age, and are dropped on leaving.
 */
export function useTeamLive() {
  useEffect(() => {
    const tick = setInterval(() => presenceStore.tick(Date.now()), EXPIRY_TICK_MS);
    return () => {
      clearInterval(tick);
      presenceStore.clear(Date.now());
    };
  }, []);
}
