import { MSG } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useMinute } from '@/lib/use-minute';

import { outageTime } from '../outage-time';
import { numberHealthKeys } from '../queries';
import { useOutageState } from './use-outage-state';

/** Another of the clinic's numbers, by its id and the name the screen gives it. */
export interface OtherNumber {
  id: string;
  name: string;
}

/**
 * Why sending is held, while the clinic's number is down (issue 53), in the words the chat's
 * composer shows: since when, as the red banner says it. The banner's answer decides (it follows
 * the live 'connection-update'), unless the board's own status check (`offlineAt`) found the
 * number down after that answer came; the answer is then asked again, so a stream that missed
 * the event does not leave the two saying different things for long. Null while sending goes.
 * With `other`, the open chat is on another of the clinic's numbers: that number's own outage
 * state decides, and the words name it (the board's status check is the main number's).
 */
export function useSendHold(
  userId: string,
  timeZone: string,
  offlineAt: number | null,
  other?: OtherNumber,
): string | null {
  const { data, dataUpdatedAt } = useOutageState(userId);
  // The open chat's number when it is not the main one (issue 48): its own outage decides.
  const ofOther = useOutageState(userId, other?.id, other !== undefined).data;
  const queryClient = useQueryClient();
  const seen = useRef(offlineAt);
  useEffect(() => {
    if (seen.current === offlineAt) return;
    seen.current = offlineAt;
    void queryClient.invalidateQueries({ queryKey: numberHealthKeys.outage(userId) });
  }, [offlineAt, queryClient, userId]);
  const now = useMinute();
  if (other) {
    const since = ofOther?.disconnectedSince;
    if (!since) return null;
    return MSG.outageBanner.heldOf(other.name, outageTime(since, now, timeZone));
  }
  // An answer older than the board's check cannot say the number is up; a newer one decides.
  const down =
    data && dataUpdatedAt >= (offlineAt ?? 0)
      ? data.disconnectedSince !== null
      : offlineAt !== null || Boolean(data?.disconnectedSince);
  if (!down) return null;
  const since = data?.disconnectedSince;
  return MSG.outageBanner.held(since ? outageTime(since, now, timeZone) : null);
}
