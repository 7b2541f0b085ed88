import { useQuery } from '@tanstack/react-query';

import { useSessionClinic } from '@/features/session';

import { getOpeningHours, openingHoursKey } from '../api/opening-hours';

/** The opening hours change only in 'Clínica': a minute-old read is new enough. */
export const OPENING_HOURS_STALE_MS = 60_000;

/** The clinic's opening hours, read once a session and shared by the forms that need them. */
export function useOpeningHours(enabled = true) {
  const clinicId = useSessionClinic()?.id ?? 'sem-clinica';
  return useQuery({
    queryKey: openingHoursKey(clinicId),
    queryFn: ({ signal }) => getOpeningHours(signal),
    enabled,
    staleTime: OPENING_HOURS_STALE_MS,
  });
}
