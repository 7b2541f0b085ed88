import type { FastifyInstance } from 'fastify';
import { addVary } from './add-vary.ts';

/**
 * Cross-origin access, closed unless CORS_ORIGINS lists origins: the app and the API share one
 * origin, and a bearer token in a header is all a foreign page would need. A listed origin gets
 * its own name back (never `*`) and answers to preflights; any other gets no CORS header at all,
 * so the browser refuses to hand it the answer.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Last-Event-ID');
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
  // Routes that vary by Accept too keep both names.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('Vary', addVary(reply.getHeader('vary'), 'Origin'));
    }
    return payload;
  });
}
