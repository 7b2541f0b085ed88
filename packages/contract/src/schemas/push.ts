import { z } from 'zod';

import { PUSH_MSG } from '../messages/push.ts';

const R = PUSH_MSG.pushRules;
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** GET /dashboard/push/public-key: the server's VAPID key, for `pushManager.subscribe`. */
export const zPushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof zPushPublicKeyResponse>;

/** The push service's address for one browser, as `PushSubscription.endpoint` gives it. */
export const zPushEndpoint = z
  .string({ error: R.endpointInvalid })
  .trim()
  .max(2048, R.endpointInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: R.endpointInvalid }));

/** POST /dashboard/push/subscriptions: this device's subscription (created or refreshed). */
export const zPushSubscribeRequest = z.strictObject({
  endpoint: zPushEndpoint,
  keys: z.strictObject(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: z.string().regex(BASE64URL, R.keysInvalid).min(80, R.keysInvalid).max(100),
      auth: z.string().regex(BASE64URL, R.keysInvalid).min(16, R.keysInvalid).max(44),
    },
    { error: R.keysInvalid },
  ),
  label: z.string({ error: R.labelInvalid }).trim().min(1, R.labelInvalid).max(80, R.labelInvalid),
  privacy: z.boolean().default(false),
});
export type PushSubscribeRequest = z.infer<typeof zPushSubscribeRequest>;

/** POST /dashboard/push/subscriptions/remove: this device stops receiving pushes. */
export const zPushUnsubscribeRequest = z.strictObject({ endpoint: zPushEndpoint });

export const zPushSubscriptionResponse = z.object({
  subscribed: z.boolean(),
  privacy: z.boolean(),
});
export type PushSubscriptionResponse = z.infer<typeof zPushSubscriptionResponse>;

/** GET/PUT /dashboard/push/quiet-hours: the member's quiet hours (null: none). */
export const zQuietHours = z
  .strictObject({
    starts: z.string({ error: R.quietHoursInvalid }).regex(HHMM, R.quietHoursInvalid),
    ends: z.string({ error: R.quietHoursInvalid }).regex(HHMM, R.quietHoursInvalid),
  })
  .refine((q) => q.starts !== q.ends, R.quietHoursSame);
export type QuietHours = z.infer<typeof zQuietHours>;

export const zQuietHoursRequest = z.strictObject({ quietHours: zQuietHours.nullable() });
export const zQuietHoursResponse = z.object({
  quietHours: z.object({ starts: z.string(), ends: z.string() }).nullable(),
});
export type QuietHoursResponse = z.infer<typeof zQuietHoursResponse>;

/** What a push carries to the service worker (sealed for the device, RFC 8291). */
export const zPushPayload = z.object({
  /** A patient's new message, or a mention of the member in an internal note. */
  kind: z.enum(['new-message', 'mention']),
  chatId: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where a click goes: the board with this chat open. */
  url: z.string(),
  /** One notification per chat: a newer one replaces it (and the tab's own, same tag). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof zPushPayload>;

/**
 * The board's address with a chat's window open (a push's click, a shared link); with `at`, open
 * at that message or internal note.
 */
export function chatDeepLink(chatId: string, at?: string): string {
  const chat = `/dashboard?chat=${encodeURIComponent(chatId)}`;
  return at ? `${chat}&at=${encodeURIComponent(at)}` : chat;
}
