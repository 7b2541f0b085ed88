import { z } from 'zod';

import { WEBHOOK_ENDPOINT_MSG as M } from '../messages/webhook-endpoints.ts';

/**
 * The events a clinic's webhook endpoint may receive (issue 49), named as Standard Webhooks
 * types: `noun.verb`. Every payload is `{ type, timestamp, data }` (docs/webhooks.md).
 */
export const WEBHOOK_EVENTS = [
  'message.received',
  'message.sent',
  'chat.moved',
  'appointment.confirmed',
  'appointment.reschedule_requested',
  'appointment.cancelled',
  'appointment.attendance',
  'waiting_list.slot_filled',
  'satisfaction.answered',
  'connection.disconnected',
  'connection.restored',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 120;
/** The most endpoints a clinic may have: a few systems, bounded. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** How a secret starts (the Standard Webhooks form: `whsec_` and base64 of the key). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** http(s), a host (no user or password), an optional port and path: what a receiver has. */
const HTTP_URL =
  /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?(?:[/?#]\S*)?$/i;
const isHttpUrl = (s: string) => HTTP_URL.test(s);

const zUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .min(1, M.urlInvalid)
  .max(WEBHOOK_URL_MAX, M.urlInvalid)
  .refine(isHttpUrl, M.urlInvalid);
const zDescription = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, M.descriptionTooLong);
const zEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.eventUnknown }), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENTS.length, M.eventsRequired)
  .transform((e) => [...new Set(e)]);

/** POST /dashboard/settings/webhooks. */
export const zCreateWebhookEndpointRequest = z.strictObject({
  url: zUrl,
  description: zDescription.default(''),
  events: zEvents,
});
export type CreateWebhookEndpointRequest = z.input<typeof zCreateWebhookEndpointRequest>;

/**
 * PATCH /dashboard/settings/webhooks/:id: what changes (the address, the description, the
 * events, on or off); what is left out stays. The secret is not here: it has its own rotation.
 */
export const zUpdateWebhookEndpointRequest = z
  .strictObject({
    url: zUrl.optional(),
    description: zDescription.optional(),
    events: zEvents.optional(),
    enabled: z.boolean({ error: M.enabledInvalid }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: M.nothingToUpdate });
export type UpdateWebhookEndpointRequest = z.input<typeof zUpdateWebhookEndpointRequest>;

/** An endpoint as the screen lists it: never its secret. */
export const zWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Since when every attempt failed (null while the last one went). */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof zWebhookEndpoint>;

export const zWebhookEndpointsResponse = z.object({
  success: z.literal(true),
  endpoints: z.array(zWebhookEndpoint),
});

/** The one answer that carries the secret (on create and on rotation). */
export const zWebhookEndpointCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  endpoint: zWebhookEndpoint,
  secret: z.string(),
});
export const zWebhookEndpointUpdatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  endpoint: zWebhookEndpoint,
});
export const zWebhookSecretRotatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  secret: z.string(),
});
export const zWebhookDoneResponse = z.object({ success: z.literal(true), message: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event's delivery to one endpoint: the delivery log's line. */
export const zWebhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the receiver's key for deduplication. */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof zWebhookDelivery>;

export const zWebhookDeliveriesResponse = z.object({
  success: z.literal(true),
  deliveries: z.array(zWebhookDelivery),
});

export const zWebhookDeliveryParams = z.object({
  id: z.uuid({ error: M.notFound }),
  deliveryId: z.uuid({ error: M.deliveryNotFound }),
});
