import { zInstancesResponse, type InstancesResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /api/dev/webinstances: every instance, tokens masked ('••••1234'). */
export function listInstances(signal?: AbortSignal): Promise<InstancesResponse> {
  return request('/api/dev/webinstances', { schema: zInstancesResponse, signal });
}
