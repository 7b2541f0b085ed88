import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookEndpointEndpoints as endpoints,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The clinic's endpoints (never the secret). */
export async function listWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await callEndpoint(endpoints.list, {}, { signal })).endpoints;
}

/** 201 with the secret, shown once; 400 for a bad address or no event. */
export const createWebhook = (body: CreateWebhookEndpointRequest) =>
  callEndpoint(endpoints.create, { body });

/** Only what changed; 400 for a bad address or no event, 404 for an endpoint gone meanwhile. */
export const updateWebhook = (id: string, body: UpdateWebhookEndpointRequest) =>
  callEndpoint(endpoints.update, { params: { id }, body });

export const enableWebhook = (id: string) => callEndpoint(endpoints.enable, { params: { id } });
export const removeWebhook = (id: string) => callEndpoint(endpoints.remove, { params: { id } });
export const rotateWebhook = (id: string) => callEndpoint(endpoints.rotate, { params: { id } });

export async function listDeliveries(id: string, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await callEndpoint(endpoints.deliveries, { params: { id } }, { signal })).deliveries;
}

export const resendDelivery = (id: string, deliveryId: string) =>
  callEndpoint(endpoints.resend, { params: { id, deliveryId } });
