import { type ErrorBody, MSG } from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long `close()` lets the requests already running finish. A webhook takes milliseconds and an
 * export a few seconds; past this a request is stuck, and the close goes on without it.
 */
export const REQUEST_GRACE_MS = 15_000;

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
export function registerClosingGate(app: FastifyInstance, opts: { graceMs?: number } = {}): void {
  const graceMs = opts.graceMs ?? REQUEST_GRACE_MS;
  let state: 'open' | 'draining' | 'closing' = 'open';
  // The requests still being answered, so that a close that waits too long names them.
  const inFlight = new Map<FastifyRequest, number>();
  app.addHook('onRequest', async (request, reply) => {
    inFlight.set(request, performance.now());
    reply.raw.once('close', () => inFlight.delete(request));
  });
  let grace: NodeJS.Timeout | undefined;
  app.decorate('beginDrain', () => {
    if (state === 'open') state = 'draining';
  });
  app.decorate('shuttingDown', () => state !== 'open');
  app.addHook('preClose', async () => {
    state = 'closing';
    // Requests already running finish; one still running after the grace is cut, and named in
    // the log: a stuck handler must not hold a restart (or a test's close) forever. Its client
    // sees the connection end, as with a crash, and a provider sends its webhook again.
    grace = setTimeout(() => {
      if (inFlight.size === 0) return;
      const now = performance.now();
      app.log.error(
        {
          requests: [...inFlight].map(([r, since]) => ({
            reqId: r.id,
            method: r.method,
            route: r.routeOptions.url ?? '(sem rota)',
            runningMs: Math.round(now - since),
          })),
        },
        'encerramento: pedidos ainda em curso após a espera; conexões fechadas',
      );
      app.server.closeAllConnections();
    }, graceMs);
    grace.unref();
  });
  app.addHook('onClose', async () => clearTimeout(grace));
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
