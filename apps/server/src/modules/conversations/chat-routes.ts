import { chatEndpoints as endpoints, whatsappTemplateEndpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ChatsService } from './chats-service.ts';

/** The board's actions on a chat (a move, an assignment, a routine reset); its reads are the board module's. */
export function chatRoutes(
  app: FastifyInstance,
  deps: { chats: ChatsService; requireAuth: AuthGuard },
) {
  const { chats } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.move, (request) =>
    chats.move(request.auth, request.params.chatId, request.body.column, requestMeta(request)),
  );

  route(endpoints.assign, (request) =>
    chats.assign(request.auth, request.params.chatId, request.body.userId, requestMeta(request)),
  );

  route(whatsappTemplateEndpoints.setConsent, (request) =>
    chats.setConsent(request.auth, request.params.chatId, request.body.given, requestMeta(request)),
  );

  route(endpoints.resetRoutine, (request) =>
    chats.resetRoutine(request.auth, request.params.chatId, request.body, requestMeta(request)),
  );
}
