import {
  zInstanceResponse,
  type CreateInstanceRequest,
  type InstanceResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /api/dev/webinstances: 201; 400 invalid field, 409 the user has one, 422 past date. */
export function createInstance(body: CreateInstanceRequest): Promise<InstanceResponse> {
  return request('/api/dev/webinstances', {
    method: 'POST',
    body,
    schema: zInstanceResponse,
  });
}
