import {
  zInstanceResponse,
  type InstanceResponse,
  type UpdateInstanceRequest,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** PUT /api/dev/webinstances/{id}: 409 when the chosen user already has an instance. */
export function updateInstance(id: string, body: UpdateInstanceRequest): Promise<InstanceResponse> {
  return request(`/api/dev/webinstances/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: zInstanceResponse,
  });
}
