import {
  pushEndpoints,
  type PushPublicKeyResponse,
  type PushSubscribeRequest,
  type PushSubscriptionResponse,
  type QuietHours,
  type QuietHoursResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export function getPushPublicKey(): Promise<PushPublicKeyResponse> {
  return callEndpoint(pushEndpoints.publicKey, {});
}

/** Creates or refreshes this device's subscription (its privacy mode goes with it). */
export function savePushSubscription(
  body: PushSubscribeRequest,
): Promise<PushSubscriptionResponse> {
  return callEndpoint(pushEndpoints.subscribe, { body });
}

export function removePushSubscription(endpoint: string): Promise<PushSubscriptionResponse> {
  return callEndpoint(pushEndpoints.unsubscribe, { body: { endpoint } });
}

export function getQuietHours(): Promise<QuietHoursResponse> {
  return callEndpoint(pushEndpoints.quietHours, {});
}

export function saveQuietHours(quietHours: QuietHours | null): Promise<QuietHoursResponse> {
  return callEndpoint(pushEndpoints.setQuietHours, { body: { quietHours } });
}
