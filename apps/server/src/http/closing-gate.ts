import { type ErrorBody, MSG } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

/**
 * While the server drains on shutdown, requests already running finish and close their
 * connection, and one that still arrives on an open keep-alive connection gets a pt-BR 503
 * (Fastify's own answer is in English; `return503OnClosing: false` leaves it to this hook).
 */
export function registerClosingGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A request that finishes during the drain closes its connection: Node keeps an idle
  // keep-alive socket open (Fastify: 72 s), and server.close() would wait for it.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({
        success: false,
        message: MSG.common.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      } satisfies ErrorBody);
  });
}
