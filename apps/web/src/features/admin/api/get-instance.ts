import { zInstanceResponse, type InstanceResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /api/dev/webinstances/{id}: one instance with its tokens revealed (for the edit form). */
export function getInstance(id: string, signal?: AbortSignal): Promise<InstanceResponse> {
  return request(`/api/dev/webinstances/${encodeURIComponent(id)}`, {
    schema: zInstanceResponse,
    signal,
  });
}
