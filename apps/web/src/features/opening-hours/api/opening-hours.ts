import {
  routineEndpoints,
  type OpeningHoursRequest,
  type OpeningHoursResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const openingHoursKey = (clinicId: string) => ['opening-hours', clinicId] as const;

/** The clinic's hours (the defaults, off, until set). */
export function getOpeningHours(signal?: AbortSignal): Promise<OpeningHoursResponse> {
  return callEndpoint(routineEndpoints.openingHours, {}, { signal });
}

/** The whole week and the closed dates. */
export function saveOpeningHours(body: OpeningHoursRequest): Promise<OpeningHoursResponse> {
  return callEndpoint(routineEndpoints.setOpeningHours, { body });
}
