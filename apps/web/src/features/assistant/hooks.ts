import { useQuery } from '@tanstack/react-query';

import { useSessionClinic } from '@/features/session';

import { getAssistantStatus } from './api/assistant';

/** Whether the assistant can be used here (any member): read once a minute at most. */
export function useAssistantStatus() {
  const clinic = useSessionClinic();
  const query = useQuery({
    queryKey: ['clinic', clinic?.id ?? 'sem-clinica', 'assistant'],
    queryFn: ({ signal }) => getAssistantStatus(signal),
    staleTime: 60_000,
  });
  const status = query.data;
  return {
    enabled: status?.enabled ?? false,
    canTranscribe: (status?.enabled ?? false) && (status?.canTranscribe ?? false),
  };
}
