import webpush from 'web-push';

import type { StoredSubscription } from './push-repo.ts';

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What became of one push: delivered, gone for good (404/410), or failed for now. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

/** A new message is worth a day at most: a phone off for longer hears of it on the board. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one push. web-push writes the request (the VAPID JWT and the aes128gcm payload sealed
 * for the browser's keys, RFC 8291/8292); we send it with fetch, for the abort timeout and
 * because web-push's own sender speaks only https (a push service on loopback in the tests is
 * plain http). Redirects are not followed: a push service answers, it never sends us elsewhere.
 */
export async function sendPush(
  sub: StoredSubscription,
  payload: string,
  vapid: Vapid,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
  // The answer's body is the push service's, never shown to anyone: drained and dropped.
  await response.body?.cancel().catch(() => {});
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
  return { kind: 'failed', reason: `HTTP ${response.status}` };
}
