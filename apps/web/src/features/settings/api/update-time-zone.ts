import {
  zUpdateTimeZoneResponse,
  type UpdateTimeZoneRequest,
  type UpdateTimeZoneResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** PUT /api/profile/time-zone: the zone scheduled messages are read in; 400 unknown zone. */
export function updateTimeZone(body: UpdateTimeZoneRequest): Promise<UpdateTimeZoneResponse> {
  return request('/api/profile/time-zone', {
    method: 'PUT',
    body,
    schema: zUpdateTimeZoneResponse,
  });
}
