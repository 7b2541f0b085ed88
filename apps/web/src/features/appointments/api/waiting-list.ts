import { waitingListEndpoints, type WaitingListRequest } from '@conecta/contract';

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
