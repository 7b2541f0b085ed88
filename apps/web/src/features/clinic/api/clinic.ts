import { teamEndpoints, type ClinicResponse } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const clinicKey = (clinicId: string) => ['clinic', clinicId] as const;

/** The clinic's own name (the Responsável's to read). */
export function getClinic(signal?: AbortSignal): Promise<ClinicResponse> {
  return callEndpoint(teamEndpoints.clinic, {}, { signal });
}

/** Renames the clinic. */
export function saveClinicName(name: string): Promise<ClinicResponse> {
  return callEndpoint(teamEndpoints.rename, { body: { name } });
}
