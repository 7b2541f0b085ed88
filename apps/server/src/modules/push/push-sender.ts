import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

import webpush from 'web-push';

import { describeError } from '../../lib/describe-error.ts';
import { publicAddressLookup } from '../../lib/public-address.ts';
import { endpointRule, type PushServices } from './push-endpoints.ts';
import type { StoredSubscription } from './push-repo.ts';

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * What became of one push: delivered, gone for good (404/410), refused here (an endpoint or an
 * address the server never calls: nothing was opened), or failed for now.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

/** A new message is worth a day at most: a phone off for longer hears of it on the board. */
const TTL_SECONDS = 24 * 60 * 60;
/**
 * A push service answers in well under a second. A connection not made in 3 s (TCP and TLS) is
 * given up, and no push holds its slot past 8 s, so a device that never answers delays no one.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const TIMEOUT_MS = 8_000;

/**
 * Sends one push. web-push writes the request (the VAPID JWT and the aes128gcm payload sealed
 * for the browser's keys, RFC 8291/8292); we send it ourselves: the endpoint must still be one the
 * configuration allows, its host is resolved and refused when any address is not public (this
 * machine, private networks, link-local, the cloud's metadata address) and the connection goes
 * to the very address checked (no DNS rebinding), with a short connect timeout and an overall one.
 * Redirects are not followed: a push service answers, it never sends us elsewhere.
 */
export async function sendPush(
  sub: StoredSubscription,
  payload: string,
  vapid: Vapid,
  services: PushServices,
): Promise<PushOutcome> {
  const rule = endpointRule(sub.endpoint, services);
  if (!rule) return { kind: 'refused', reason: 'endereço de push não permitido' };
  const url = new URL(sub.endpoint);
  let lookup: LookupFunction | undefined;
  if (rule === 'checked') {
    try {
      const checked = await publicAddressLookup(url);
      if (!checked) return { kind: 'refused', reason: `endereço não permitido: ${url.host}` };
      lookup = checked;
    } catch (err) {
      return { kind: 'failed', reason: describeError(err) };
    }
  }
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
  let status: number;
  try {
    status = await post(
      url,
      request.headers as Record<string, string | number>,
      request.body,
      lookup,
    );
  } catch (err) {
    return { kind: 'failed', reason: describeError(err) };
  }
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status >= 200 && status < 300) return { kind: 'sent' };
  return { kind: 'failed', reason: `HTTP ${status}` };
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  lookup: LookupFunction | undefined,
): Promise<number> {
  const https = url.protocol === 'https:';
  return new Promise<number>((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(lookup ? { lookup } : {}),
      },
      (res: IncomingMessage) => {
        // The answer's body is the push service's, never shown to anyone: drained and dropped.
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.on('socket', (socket) => {
      // A kept-alive socket is connected already; a new one has CONNECT_TIMEOUT_MS to be.
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => req.destroy(new Error('tempo de conexão esgotado')),
        CONNECT_TIMEOUT_MS,
      );
      socket.once(https ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    req.end(body ?? undefined);
  });
}
