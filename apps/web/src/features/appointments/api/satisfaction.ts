import { satisfactionEndpoints, type SatisfactionSettings } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const satisfactionKey = (clinicId: string) => ['satisfaction-settings', clinicId] as const;

export function getSatisfactionSettings(signal?: AbortSignal) {
  return callEndpoint(satisfactionEndpoints.settings, {}, { signal });
}

export function saveSatisfactionSettings(body: SatisfactionSettings) {
  return callEndpoint(satisfactionEndpoints.setSettings, { body });
}
