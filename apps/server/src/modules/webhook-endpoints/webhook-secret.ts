import { randomBytes } from 'node:crypto';

import { WEBHOOK_SECRET_PREFIX } from '@conecta/contract';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and base64 of 32 random bytes. */
export const generateWebhookSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header: `v1,<base64>` by each live secret, separated by a space (the
 * Standard Webhooks way to rotate: a receiver holding either secret accepts the message).
 */
export function signWebhook(secrets: string[], eventId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(eventId, at, body)).join(' ');
}
