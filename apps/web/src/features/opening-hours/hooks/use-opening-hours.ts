import { useQuery } from '@tanstack/react-query';

import { useSessionClinic } from '@/features/session';

import { getOpeningHours, openingHoursKey } from '../api/opening-hours';

/** The clinic's opening hours, read once a session and shared by the forms that need them. */
export function useOpeningHours(enabled = true) {
  const clinicId = useSessionClinic()?.id ?? 'sem-clinica';
  return useQuery({
    queryKey: openingHoursKey(clinicId),
    queryFn: ({ signal }) => getOpeningHours(signal),
    enabled,
    staleTime: 60_000,
  });
}
