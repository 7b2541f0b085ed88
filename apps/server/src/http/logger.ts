import type { FastifyServerOptions } from 'fastify';

import { serializeError } from '../lib/describe-error.ts';

/**
 * Drops every credential a URL can carry before it is logged: the SSE stream's `?token=`, the
 * media links' `sig`, the webhook secret (the whole authentication of that path) and the Z-API
 * instance token of a provider path. Works on a bare path, a full URL or a line of text.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|sig|code|password|secret)=)[^&#\s]*/gi, '$1[redacted]')
    .replace(/(\/webhooks\/zapi\/)[^/?#\s]+/gi, '$1[redacted]')
    .replace(/(\/instances\/[^/?#\s]+\/token\/)[^/?#\s]+/gi, '$1[redacted]');
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
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
