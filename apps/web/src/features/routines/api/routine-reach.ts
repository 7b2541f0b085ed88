import { zRoutineReachResponse, type RoutineReachResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/routines/reach: how many conversations saving this would reach now. */
export function getRoutineReach(
  q: { sequenceNumber: number; hoursDelay: number; reachBackHours: number },
  signal?: AbortSignal,
): Promise<RoutineReachResponse> {
  const query = new URLSearchParams({
    sequenceNumber: String(q.sequenceNumber),
    hoursDelay: String(q.hoursDelay),
    reachBackHours: String(q.reachBackHours),
  });
  return request(`/dashboard/routines/reach?${query}`, { schema: zRoutineReachResponse, signal });
}
