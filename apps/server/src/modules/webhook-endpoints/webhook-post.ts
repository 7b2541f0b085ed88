import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

import { describeError } from '../../lib/describe-error.ts';
import { publicAddressLookup } from '../../lib/public-address.ts';

/** A receiver answers in seconds; a slow one must not hold the loop's batch. */
const CONNECT_TIMEOUT_MS = 5_000;
const TIMEOUT_MS = 15_000;

export type PostOutcome =
  | { kind: 'answered'; status: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * POSTs one signed body. With `publicOnly` (production) the host is resolved and refused when
 * any address is not public, and the connection goes to the very address checked (no DNS
 * rebinding), as media downloads and pushes do. Redirects are not followed.
 */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  publicOnly: boolean,
): Promise<PostOutcome> {
  const url = new URL(target);
  let lookup: LookupFunction | undefined;
  if (publicOnly) {
    try {
      const checked = await publicAddressLookup(url);
      if (!checked) return { kind: 'refused', reason: `endereço não permitido: ${url.host}` };
      lookup = checked;
    } catch (err) {
      return { kind: 'failed', reason: describeError(err) };
    }
  }
  try {
    return { kind: 'answered', status: await post(url, headers, body, lookup) };
  } catch (err) {
    return { kind: 'failed', reason: describeError(err) };
  }
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction | undefined,
): Promise<number> {
  const https = url.protocol === 'https:';
  return new Promise<number>((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(lookup ? { lookup } : {}),
      },
      (res: IncomingMessage) => {
        // The receiver's body is never shown or kept: drained and dropped.
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => req.destroy(new Error('tempo de conexão esgotado')),
        CONNECT_TIMEOUT_MS,
      );
      socket.once(https ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    req.end(body);
  });
}
