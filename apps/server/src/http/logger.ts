import type { FastifyServerOptions } from 'fastify';

import { serializeError } from '../lib/describe-error.ts';

/**
 * Drops every credential a URL can carry before it is logged: the SSE stream's `?token=`, the
 * media links' `sig`, the webhook secret (the whole authentication of that path), an invitation's
 * token (whoever holds it can join the clinic), the Z-API instance token of a provider path, a
 * professional's calendar feed address (it is the feed's only credential), and
 * any run of 8 or more digits (a patient's phone number in a chat's path). Works on a bare path,
 * a full URL or a line of text.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|sig|code|password|secret)=)[^&#\s]*/gi, '$1[redacted]')
    .replace(/(\/webhooks\/zapi\/)[^/?#\s]+/gi, '$1[redacted]')
    .replace(/(\/auth\/invitations\/)(?!accept(?:[/?#\s]|$))[^/?#\s]+/gi, '$1[redacted]')
    .replace(/(\/instances\/[^/?#\s]+\/token\/)[^/?#\s]+/gi, '$1[redacted]')
    .replace(/(\/api\/calendar-feeds\/)[^/?#\s]+/gi, '$1[redacted]')
    .replace(/\d{8,}/g, '[redacted]');
}

/**
 * What a request line says of its URL: the route's pattern (`/dashboard/messages/:chatId`), not
 * the path, which names patients (their phone numbers) and carries tokens; and the query's names,
 * each value `[redacted]` (a search, a patient's number, a signature). A path no route matched is
 * logged redacted.
 */
export function loggedUrl(url: string, pattern: string | undefined): string {
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1);
  const names = [...new URLSearchParams(query).keys()];
  const path =
    pattern && !pattern.includes('*') ? pattern : redactUrl(at < 0 ? url : url.slice(0, at));
  return names.length ? `${path}?${names.map((n) => `${n}=[redacted]`).join('&')}` : path;
}

/** JSON logs (pino) that never carry a credential. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["client-token"]',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // A failed query's message quotes its parameters (a webhook secret, a patient's text).
      err: serializeError,
      req(request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) {
        return {
          method: request.method,
          url: loggedUrl(request.url, request.routeOptions?.url),
          ip: request.ip,
        };
      },
    },
  };
}
