import { useQuery } from '@tanstack/react-query';

import { getOutageState } from '../api/number-health-api';
import { numberHealthKeys } from '../queries';

/** How often the state is asked again besides the live events (a stream that dropped). */
const REFRESH_MS = 60_000;

/**
 * Whether the clinic's number is down and since when, and the last outage's gap; kept live by
 * the stream's 'connection-update' (apply-live-event.ts invalidates it). Without `numberId`, the
 * main number; with it, another of the clinic's numbers (issue 48).
 */
export function useOutageState(userId: string, numberId?: string, enabled = true) {
  return useQuery({
    queryKey: numberHealthKeys.outage(userId, numberId),
    queryFn: ({ signal }) => getOutageState(numberId, signal),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}
