import { BOARD_CURSOR_HEADER, chatEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import { typedAnswer } from '../../http/route-schemas.ts';
import type { BoardService } from './board-service.ts';

/** The board's reads among the chat endpoints (the list whole or in pages, the columns' counts, its changes, the message search). */
export function boardRoutes(
  app: FastifyInstance,
  deps: { board: BoardService; requireAuth: AuthGuard },
) {
  const { board } = deps;
  const route = createEndpointRouter(app, deps);

  route(
    endpoints.list,
    async (request, reply) => {
      const { limit } = request.query;
      // With `limit`, the board in pages (issue 51); without, the spec's whole list.
      const { answer, cursor } =
        limit === undefined
          ? await board.list(request.auth.clinicId)
          : await board.page(request.auth.clinicId, { ...request.query, limit });
      reply.header(BOARD_CURSOR_HEADER, cursor);
      return answer;
    },
    { ...typedAnswer },
  );

  route(endpoints.searchMessages, (request) =>
    board.searchMessages(request.auth.clinicId, request.query.q),
  );

  route(endpoints.counts, (request) => board.counts(request.auth.clinicId, request.query));
  route(endpoints.changes, (request) => board.changes(request.auth.clinicId, request.query.since));
}
