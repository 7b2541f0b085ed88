import type { FastifyServerOptions } from 'fastify';

/** Drops `token` (the SSE stream's credential) and any other secret from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password)=)[^&]*/gi, '$1[redacted]');
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
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
