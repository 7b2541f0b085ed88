import { BOARD_CURSOR_HEADER, chatEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import { typedAnswer } from '../../http/route-schemas.ts';
import type { BoardService } from './board-service.ts';

/** The board's reads among the chat endpoints (the list, its changes, the message search). */
export function boardRoutes(
  app: FastifyInstance,
  deps: { board: BoardService; requireAuth: AuthGuard },
) {
  const { board } = deps;
  const route = createEndpointRouter(app, deps);

  route(
    endpoints.list,
    async (request, reply) => {
      const { answer, cursor } = await board.list(request.auth.clinicId);
      reply.header(BOARD_CURSOR_HEADER, cursor);
      return answer;
    },
    { ...typedAnswer },
  );

  route(endpoints.searchMessages, (request) =>
    board.searchMessages(request.auth.clinicId, request.query.q),
  );

  route(endpoints.changes, (request) => board.changes(request.auth.clinicId, request.query.since));
}
