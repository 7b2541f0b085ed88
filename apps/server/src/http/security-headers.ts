import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * `publicOrigin` is the server's own public address (PUBLIC_URL): the demo simulator's avatars
 * and voice notes are linked there, which is another origin than 'self' when the browser uses
 * another name for the same server (127.0.0.1 for localhost).
 */
function contentSecurityPolicy(publicOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Profile pictures come from the WhatsApp CDN.
    `img-src 'self' ${publicOrigin} data: blob: https:`,
    `media-src 'self' ${publicOrigin} data: blob:`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries; `https` says whether this request came over HTTPS. */
export function securityHeaders(publicOrigin: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(publicOrigin),
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
 * X-Forwarded-Proto's when TRUST_PROXY names the proxy, so a client cannot claim HTTPS past a server that
 * does not trust a proxy (and a browser ignores HSTS over plain HTTP anyway).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): void {
  const origin = new URL(opts.publicUrl).origin;
  const plain = securityHeaders(origin, false);
  const overHttps = securityHeaders(origin, true);
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    // A route may answer with a stricter policy of its own (media: `sandbox`); it stays.
    const own = reply.getHeader('content-security-policy');
    reply.headers(request.protocol === 'https' ? overHttps : plain);
    if (own) reply.header('content-security-policy', own);
    return payload;
  });
}
