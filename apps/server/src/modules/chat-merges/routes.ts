import { chatMergeEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ChatMergesService } from './chat-merges-service.ts';

/** 'Mesclar conversas' and its undo: the Responsável's (the contract declares the access). */
export function chatMergeRoutes(
  app: FastifyInstance,
  deps: { merges: ChatMergesService; requireAuth: AuthGuard },
) {
  const { merges } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.preview, (request) =>
    merges.preview(request.auth, request.params.chatId, request.query.absorb),
  );
  route(endpoints.merge, (request) =>
    merges.merge(request.auth, request.params.chatId, request.body.absorb, requestMeta(request)),
  );
  route(endpoints.undoable, (request) => merges.undoable(request.auth, request.params.chatId));
  route(endpoints.undo, (request) =>
    merges.undo(request.auth, request.params.mergeId, requestMeta(request)),
  );
}
