import { MSG, STREAM_EVENTS } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { describedOnly } from '../http/route-schemas.ts';
import type { Clock } from '../lib/clock.ts';

import { AppError } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { EventBus, LiveEvent } from './event-bus.ts';
import type { SessionEnds } from './session-ends.ts';
import { describeError } from '../lib/describe-error.ts';

const zQuery = z.object({
  token: z.string().max(2048).optional(),
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/** How long a browser waits before reconnecting when the server shuts down. */
const RECONNECT_AFTER_SHUTDOWN_MS = 2000;

const frame = (e: { id?: number; event: string; data: unknown }) =>
  `${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

// The bus hands the same event object to every stream of the account: serialise it once, not
// once per open tab (1,000 streams of one account in bench/sse-1000-streams.ts).
const frames = new WeakMap<LiveEvent, string>();
function eventFrame(e: LiveEvent): string {
  let text = frames.get(e);
  if (text === undefined) {
    // An ephemeral event (presence) has no id: it must not move the browser's Last-Event-ID.
    text = frame({ ...(e.id > 0 ? { id: e.id } : {}), event: e.type, data: e.data });
    frames.set(e, text);
  }
  return text;
}

/**
 * GET /api/notifications/stream?token=: server-sent events for the token's user only. The token
 * rides in the query because EventSource cannot send headers; the logger redacts it.
 */
export function sseRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    bus: EventBus;
    sessionEnds: SessionEnds;
    clock: Clock;
    heartbeatMs: number;
  },
) {
  const open = new Set<(farewell?: string) => void>();
  // Before the server stops accepting (preClose, not onClose: an open stream would keep the
  // close waiting): each browser is told when to reconnect, to this server or the next one.
  app.addHook('preClose', async () => {
    for (const end of [...open])
      end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n: servidor reiniciando\n\n`);
  });

  app.get(
    '/api/notifications/stream',
    {
      ...describedOnly,
      schema: {
        tags: ['Ao vivo'],
        summary: 'Eventos ao vivo da conta (server-sent events); o token vai na consulta',
        querystring: zQuery,
        response: {
          200: {
            description: `Eventos: ${STREAM_EVENTS.join(', ')}`,
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const q = zQuery.safeParse(request.query);
      const token = q.success ? q.data.token : undefined;
      if (!token) throw new AppError('UNAUTHORIZED', MSG.common.missingToken);
      const { userId, sessionId, clinicId } = await deps.auth.authenticate(token);
      const header = request.headers['last-event-id'];
      const lastId =
        Number(Array.isArray(header) ? header[0] : header) ||
        (q.success ? q.data.lastEventId : undefined);

      reply.hijack();
      const res = reply.raw;
      // A hijacked reply skips the hooks that send headers: the ones set so far (CORS for a
      // listed origin) go out with the stream's own.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
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
        if (e.id === 0) return write(eventFrame(e));
        if (e.id <= lastSent) return;
        lastSent = e.id;
        write(eventFrame(e));
      };
      const unsubscribe = deps.bus.subscribe(clinicId, (e) => (replaying ? held.push(e) : send(e)));

      write(frame({ event: 'connected', data: { userId, at: deps.clock().toISOString() } }));
      if (lastId) {
        const missed = await deps.bus.since(clinicId, lastId);
        if (missed === null)
          write(frame({ event: 'refetch', data: { reason: 'eventos perdidos' } }));
        else missed.forEach(send);
      }
      replaying = false;
      held.splice(0).forEach(send);

      // A stream carries patients' messages only while its session stands: it ends at once when
      // the database announces that a session of this user ended (any process), and each
      // heartbeat checks again, in case an announcement was missed (a reconnecting LISTEN).
      let checking = false;
      const checkSession = async () => {
        if (checking || res.writableEnded) return;
        checking = true;
        try {
          if (!(await deps.auth.sessionAlive(userId, sessionId))) {
            end(frame({ event: 'session-ended', data: { reason: 'sessão encerrada' } }));
          }
        } catch (err) {
          // A database that does not answer publishes nothing either; the next beat asks again.
          request.log.warn({ err: describeError(err) }, 'sessão não verificada');
        } finally {
          checking = false;
        }
      };
      const unwatch = deps.sessionEnds.watch(userId, () => void checkSession());
      const heartbeat = setInterval(() => {
        write(frame({ event: 'heartbeat', data: { at: deps.clock().toISOString() } }));
        void checkSession();
      }, deps.heartbeatMs);
      const end = (farewell?: string) => {
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        open.delete(end);
        if (res.writableEnded) return;
        // On shutdown the socket goes too once the last bytes are out: an idle keep-alive
        // connection would hold the server's close.
        if (farewell) res.end(farewell, () => request.raw.socket.destroy());
        else res.end();
      };
      open.add(end);
      request.raw.on('close', () => end());
    },
  );
}
