import { createHmac } from 'node:crypto';

/** The `X-Hub-Signature-256` value Meta sends: HMAC-SHA256 of the raw body with the app secret. */
export function signBody(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
