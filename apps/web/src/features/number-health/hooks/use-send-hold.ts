import { MSG } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useMinute } from '@/lib/use-minute';

import { outageTime } from '../outage-time';
import { numberHealthKeys } from '../queries';
import { useOutageState } from './use-outage-state';

/**
 * Why sending is held, while the clinic's number is down (issue 53), in the words the chat's
 * composer shows: since when, as the red banner says it. The banner's answer decides (it follows
 * the live 'connection-update'), unless the board's own status check (`offlineAt`) found the
 * number down after that answer came; the answer is then asked again, so a stream that missed
 * the event does not leave the two saying different things for long. Null while sending goes.
 */
export function useSendHold(
  userId: string,
  timeZone: string,
  offlineAt: number | null,
): string | null {
  const { data, dataUpdatedAt } = useOutageState(userId);
  const queryClient = useQueryClient();
  const seen = useRef(offlineAt);
  useEffect(() => {
    if (seen.current === offlineAt) return;
    seen.current = offlineAt;
    void queryClient.invalidateQueries({ queryKey: numberHealthKeys.outage(userId) });
  }, [offlineAt, queryClient, userId]);
  const now = useMinute();
  // An answer older than the board's check cannot say the number is up; a newer one decides.
  const down =
    data && dataUpdatedAt >= (offlineAt ?? 0)
      ? data.disconnectedSince !== null
      : offlineAt !== null || Boolean(data?.disconnectedSince);
  if (!down) return null;
  const since = data?.disconnectedSince;
  return MSG.outageBanner.held(since ? outageTime(since, now, timeZone) : null);
}
