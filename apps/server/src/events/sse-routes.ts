import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { AppError } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth-service.ts';
import type { EventBus, LiveEvent } from './event-bus.ts';

const zQuery = z.object({
  token: z.string().max(2048).optional(),
  lastEventId: z.coerce.number().int().min(0).optional(),
});

const frame = (e: { id?: number; event: string; data: unknown }) =>
  `${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * GET /api/notifications/stream?token=: server-sent events for the token's user only. The token
 * rides in the query because EventSource cannot send headers; the logger redacts it.
 */
export function sseRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; bus: EventBus; heartbeatMs: number },
) {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/notifications/stream', async (request, reply) => {
    const q = zQuery.safeParse(request.query);
    const token = q.success ? q.data.token : undefined;
    if (!token) throw new AppError(401, 'UNAUTHORIZED', 'Token de autenticação ausente.');
    const { userId } = await deps.auth.authenticate(token);
    const header = request.headers['last-event-id'];
    const lastId =
      Number(Array.isArray(header) ? header[0] : header) ||
      (q.success ? q.data.lastEventId : undefined);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    write('retry: 3000\n\n');

    // Events published while we replay are held back and sent after, in order, once each.
    let replaying = true;
    const held: LiveEvent[] = [];
    let lastSent = lastId ?? 0;
    const send = (e: LiveEvent) => {
      if (e.id <= lastSent) return;
      lastSent = e.id;
      write(frame({ id: e.id, event: e.type, data: e.data }));
    };
    const unsubscribe = deps.bus.subscribe(userId, (e) => (replaying ? held.push(e) : send(e)));

    write(frame({ event: 'connected', data: { userId, at: new Date().toISOString() } }));
    if (lastId) {
      const missed = await deps.bus.since(userId, lastId);
      if (missed === null) write(frame({ event: 'refetch', data: { reason: 'eventos perdidos' } }));
      else missed.forEach(send);
    }
    replaying = false;
    held.splice(0).forEach(send);

    const heartbeat = setInterval(
      () => write(frame({ event: 'heartbeat', data: { at: new Date().toISOString() } })),
      deps.heartbeatMs,
    );
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
