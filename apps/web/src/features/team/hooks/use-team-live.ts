import { MSG } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { toast } from '@/components/ui/use-toast';
import { dashboardKeys } from '@/features/session';
import { LIVE_EVENTS, onLive } from '@/lib/live-events';

import { presenceStore } from '../presence-store';

const EXPIRY_TICK_MS = 5_000;

/**
 * The team's live side for the signed-in tab: presence marks from the stream, a toast when a
 * chat is assigned to this person, and a reload of the team (roles, members) when it changes.
 */
export function useTeamLive(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopPresence = onLive(LIVE_EVENTS.presence, (data) =>
      presenceStore.note(data, Date.now()),
    );
    const stopTeam = onLive(LIVE_EVENTS.teamUpdate, (data) => {
      if (data.reason === 'assigned') {
        if (data.assigneeId === userId)
          toast({ title: MSG.assign.assignedToYou(data.byName, data.chatName) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['team'] });
    });
    const tick = setInterval(() => presenceStore.tick(Date.now()), EXPIRY_TICK_MS);
    return () => {
      stopPresence();
      stopTeam();
      clearInterval(tick);
      presenceStore.clear(Date.now());
    };
  }, [queryClient, userId]);
}
