import { tagEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { TagsService } from './tags-service.ts';

export function tagRoutes(
  app: FastifyInstance,
  deps: { tags: TagsService; requireAuth: AuthGuard },
) {
  const service = deps.tags;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => service.list(request.auth.clinicId));
  route(endpoints.create, (request) => service.create(request.auth.clinicId, request.body));
  route(endpoints.update, (request) =>
    service.update(request.auth.clinicId, request.params.id, request.body),
  );
  route(endpoints.remove, (request) => service.remove(request.auth.clinicId, request.params.id));
  route(endpoints.setChatTags, (request) =>
    service.setChatTags(request.auth.clinicId, request.params.chatId, request.body.tagIds),
  );
}
