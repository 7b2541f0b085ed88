import {
  waitingListEndpoints,
  type WaitingListRequest,
  type WaitingListSettings,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const waitingListKeys = {
  list: (userId: string) => ['appointments', userId, 'waiting-list'] as const,
};

/** Who waits, and the freed slots with whom each fits. */
export function listWaiting(signal?: AbortSignal) {
  return callEndpoint(waitingListEndpoints.list, {}, { signal });
}

export function addToWaitingList(body: WaitingListRequest) {
  return callEndpoint(waitingListEndpoints.add, { body });
}

export function removeFromWaitingList(id: string) {
  return callEndpoint(waitingListEndpoints.remove, { params: { id } });
}

/** The one click: message the waiting patients a freed slot fits. */
export function offerSlot(appointmentId: string) {
  return callEndpoint(waitingListEndpoints.offer, { body: { appointmentId } });
}

export const waitingListSettingsKey = (clinicId: string) =>
  ['waiting-list-settings', clinicId] as const;

/** How many hours ahead a freed slot is offered, and to how many patients (defaults until set). */
export function getWaitingListSettings(signal?: AbortSignal) {
  return callEndpoint(waitingListEndpoints.settings, {}, { signal });
}

export function saveWaitingListSettings(body: WaitingListSettings) {
  return callEndpoint(waitingListEndpoints.setSettings, { body });
}
