import {
  type OpeningHoursRequest,
  type OpeningHoursResponse,
  zOpeningHoursResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

export const openingHoursKey = (clinicId: string) => ['opening-hours', clinicId] as const;

/** GET /dashboard/settings/opening-hours: the clinic's hours (the defaults, off, until set). */
export function getOpeningHours(signal?: AbortSignal): Promise<OpeningHoursResponse> {
  return request('/dashboard/settings/opening-hours', { schema: zOpeningHoursResponse, signal });
}

/** PUT /dashboard/settings/opening-hours: the whole week and the closed dates. */
export function saveOpeningHours(body: OpeningHoursRequest): Promise<OpeningHoursResponse> {
  return request('/dashboard/settings/opening-hours', {
    method: 'PUT',
    body,
    schema: zOpeningHoursResponse,
  });
}
