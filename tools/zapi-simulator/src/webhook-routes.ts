import { ApiError } from './http-io.ts';
import type { Fields } from './read-fields.ts';
import type { HookName } from './types.ts';
import { ok, type ZapiRoute } from './zapi-route.ts';

const ALL_HOOKS: HookName[] = [
  'received',
  'delivery',
  'messageStatus',
  'connected',
  'disconnected',
  'chatPresence',
];

/**
 * `value` of a webhook update: an http(s) URL (plain http is accepted, unlike Z-API, since the
 * receiver is usually local), or "" to remove the webhook.
 */
function readWebhookUrl(fields: Fields): string | undefined {
  const value = fields.value;
  if (typeof value !== 'string') throw new ApiError(400, 'value must be a URL string');
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ApiError(400, `Invalid webhook URL: ${trimmed.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, `Invalid webhook URL: ${trimmed.slice(0, 200)}`);
  }
  return trimmed;
}

function readNotify(fields: Fields, required: boolean): boolean | undefined {
  const value = fields.notifySentByMe;
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'boolean') throw new ApiError(400, 'notifySentByMe must be a boolean');
  return value;
}

function single(path: string, hook: HookName, notifySentByMe?: boolean): ZapiRoute {
  return {
    method: 'PUT',
    path,
    offline: true,
    handle: ({ instance, body }) => {
      const url = readWebhookUrl(body);
      if (url) instance.webhooks[hook] = url;
      else delete instance.webhooks[hook];
      if (notifySentByMe !== undefined) instance.notifySentByMe = notifySentByMe;
      return ok({ value: true });
    },
  };
}

/** Webhook configuration; it works while disconnected, so it can be set before the QR scan. */
export const webhookRoutes: ZapiRoute[] = [
  {
    method: 'PUT',
    path: 'update-every-webhooks',
    offline: true,
    handle: ({ instance, body }) => {
      const url = readWebhookUrl(body);
      const notify = readNotify(body, false);
      for (const hook of ALL_HOOKS) {
        if (url) instance.webhooks[hook] = url;
        else delete instance.webhooks[hook];
      }
      if (notify !== undefined) instance.notifySentByMe = notify;
      return ok({ value: true });
    },
  },
  single('update-webhook-received', 'received'),
  single('update-webhook-receive', 'received'),
  single('update-webhook-received-delivery', 'received', true),
  single('update-webhook-delivery', 'delivery'),
  single('update-webhook-message-status', 'messageStatus'),
  single('update-webhook-connected', 'connected'),
  single('update-webhook-disconnected', 'disconnected'),
  single('update-webhook-chat-presence', 'chatPresence'),
  {
    method: 'PUT',
    path: 'update-notify-sent-by-me',
    offline: true,
    handle: ({ instance, body }) => {
      instance.notifySentByMe = readNotify(body, true) ?? false;
      return ok({ value: true });
    },
  },
];
