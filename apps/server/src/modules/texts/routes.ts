import { textEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { TextsService } from './texts-service.ts';

export function textRoutes(
  app: FastifyInstance,
  deps: { texts: TextsService; requireAuth: AuthGuard },
) {
  const { texts } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => texts.list(request.auth.clinicId));

  route(endpoints.create, (request) => texts.create(request.auth.clinicId, request.body));

  route(endpoints.update, (request) =>
    texts.update(request.auth.clinicId, request.params.id, request.body),
  );

  route(endpoints.remove, (request) => texts.remove(request.auth.clinicId, request.params.id));
}
