import { MSG, type PresenceData, type TeamUpdateData } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { dashboardKeys } from '@/features/session';

import { teamKeys } from './api/team-api';
import { presenceStore } from './presence-store';

/** A 'presence' event from the stream: who is in which chat window now. */
export function notePresence(data: PresenceData): void {
  presenceStore.note(data, Date.now());
}

/**
 * A 'team-update' event from the stream: a toast when a chat is assigned to this person, and a
 * reload of the team (roles, members) and of the session's dashboard when it changes.
 */
export function applyTeamUpdate(
  queryClient: QueryClient,
  userId: string,
  data: TeamUpdateData,
): void {
  if (data.reason === 'assigned') {
    if (data.assigneeId === userId)
      toast({ title: MSG.assign.assignedToYou(data.byName, data.chatName) });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  void queryClient.invalidateQueries({ queryKey: teamKeys.all(userId) });
}
