import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

import { getRoutineReach } from '../api/routines-api';

/**
 * 'Esta rotina vai alcançar N conversas agora', for the values being typed (asked again as they
 * change; the last answer stays while the next one comes), and the count. Null while hours
 * are not a number.
 */
export function useRoutineReach(
  userId: string,
  sequenceNumber: number,
  hoursText: string,
  reachBackHours: number,
): { message: string; count: number } | null {
  const hours = Number(useDeferredValue(hoursText).trim().replace(',', '.'));
  const valid = hoursText.trim() !== '' && Number.isFinite(hours) && hours >= 0 && hours <= 48;
  const query = useQuery({
    queryKey: ['routines', userId, 'reach', sequenceNumber, hours, reachBackHours],
    queryFn: ({ signal }) =>
      getRoutineReach({ sequenceNumber, hoursDelay: hours, reachBackHours }, signal),
    enabled: valid,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return valid && query.data ? { message: query.data.message, count: query.data.count } : null;
}
