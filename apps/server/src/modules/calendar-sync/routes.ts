import { calendarEndpoints as endpoints, MSG } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { AppError } from '../../lib/errors.ts';
import type { CalendarsService } from './calendars-service.ts';

export function calendarRoutes(
  app: FastifyInstance,
  deps: { calendars: CalendarsService; requireAuth: AuthGuard },
) {
  const { calendars } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => calendars.list(request.auth));
  route(endpoints.makeFeed, (request) =>
    calendars.makeFeed(request.auth, request.body.professional),
  );
  route(endpoints.revokeFeed, (request) => calendars.revokeFeed(request.auth, request.params.id));
  route(endpoints.setImport, (request) => calendars.setImport(request.auth, request.body));
  route(endpoints.removeImport, (request) =>
    calendars.removeImport(request.auth, request.params.id),
  );
  route(endpoints.unmatched, (request) => calendars.unmatched(request.auth));
  route(endpoints.link, (request) =>
    calendars.link(request.auth, request.params.id, request.body.chatId),
  );

  // The secret address is the only credential: a calendar app cannot send a token. Unknown and
  // revoked addresses are one 404.
  route(endpoints.feed, async (request, reply) => {
    const text = await calendars.feed(request.params.file);
    if (text === null) throw new AppError('NOT_FOUND', MSG.calendars.notFound);
    return reply
      .header('Cache-Control', 'private, max-age=300')
      .header('X-Robots-Tag', 'noindex')
      .type('text/calendar; charset=utf-8')
      .send(text);
  });
}
