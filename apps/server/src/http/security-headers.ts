import type { FastifyInstance, FastifyReply } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  // Profile pictures come from the WhatsApp CDN.
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries; `https` says whether this request came over HTTPS. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * HSTS only on a request that really came over HTTPS: `request.protocol` is the socket's, or
 * X-Forwarded-Proto's when TRUST_PROXY is on, so a client cannot claim HTTPS past a server that
 * does not trust a proxy (and a browser ignores HSTS over plain HTTP anyway).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    reply.headers(securityHeaders(request.protocol === 'https'));
    return payload;
  });
}
