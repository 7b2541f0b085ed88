import { type ErrorBody, MSG } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the drain on shutdown, before `close()`: `/readyz` answers 503 from now on, so a
     * balancer stops sending traffic here, while the process still listens and serves what
     * arrives meanwhile (see SHUTDOWN_DRAIN_MS in main.ts).
     */
    beginDrain(): void;
    /** The process is leaving: from the start of the drain, or of `close()` without one. */
    shuttingDown(): boolean;
  }
}

/**
 * Shutdown in two steps. The drain (`beginDrain`): everything is still served, `/readyz` says 503
 * and each answer closes its connection, so keep-alive clients reconnect through the balancer to
 * another process. Then `close()`: requests already running finish and close their connection,
 * and one that still arrives on an open keep-alive connection gets a pt-BR 503 (Fastify's own
 * answer is in English; `return503OnClosing: false` leaves it to this hook).
 */
export function registerClosingGate(app: FastifyInstance): void {
  let state: 'open' | 'draining' | 'closing' = 'open';
  app.decorate('beginDrain', () => {
    if (state === 'open') state = 'draining';
  });
  app.decorate('shuttingDown', () => state !== 'open');
  app.addHook('preClose', async () => {
    state = 'closing';
  });
  // A request that finishes during the drain or the close ends its connection: Node keeps an
  // idle keep-alive socket open (Fastify: 72 s), and server.close() would wait for it.
  app.addHook('onSend', async (_request, reply) => {
    if (state !== 'open') reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (state !== 'closing') return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(serviceUnavailable());
  });
}

/** The pt-BR 503 of a process that is leaving (also `/readyz`'s during the drain). */
export function serviceUnavailable(): ErrorBody {
  return { success: false, message: MSG.common.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' };
}
