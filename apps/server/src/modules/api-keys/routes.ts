import { apiKeyEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ApiKeysService } from './api-keys-service.ts';

/** 'Integrações': the Responsável's keys (the contract declares these 'responsavel'). */
export function apiKeyRoutes(
  app: FastifyInstance,
  deps: { keys: ApiKeysService; requireAuth: AuthGuard },
) {
  const { keys } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => keys.list(request.auth));
  route(endpoints.create, (request) =>
    keys.create(request.auth, request.body, requestMeta(request)),
  );
  route(endpoints.revoke, (request) =>
    keys.revoke(request.auth, request.params.id, requestMeta(request)),
  );
}
