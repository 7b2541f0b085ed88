import { zPublicConfigResponse, type PublicConfigResponse } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { request } from '@/lib/http';

export const publicConfigKeys = { all: ['public-config'] as const };

/** GET /api/public-config: demo mode and whether mails go to the server log. */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return request('/api/public-config', { auth: false, schema: zPublicConfigResponse });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    retry: false,
  });
}
