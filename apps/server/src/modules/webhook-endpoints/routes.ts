import { webhookEndpointEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { WebhookEndpointsService } from './webhook-endpoints-service.ts';

/** 'Integrações' → 'Webhooks' (the contract declares these 'responsavel'). */
export function webhookEndpointRoutes(
  app: FastifyInstance,
  deps: { webhooks: WebhookEndpointsService; requireAuth: AuthGuard },
) {
  const { webhooks } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => webhooks.list(request.auth));
  route(endpoints.create, (request) =>
    webhooks.create(request.auth, request.body, requestMeta(request)),
  );
  route(endpoints.update, (request) =>
    webhooks.update(request.auth, request.params.id, request.body, requestMeta(request)),
  );
  route(endpoints.rotate, (request) =>
    webhooks.rotate(request.auth, request.params.id, requestMeta(request)),
  );
  route(endpoints.enable, (request) =>
    webhooks.enable(request.auth, request.params.id, requestMeta(request)),
  );
  route(endpoints.remove, (request) =>
    webhooks.remove(request.auth, request.params.id, requestMeta(request)),
  );
  route(endpoints.deliveries, (request) => webhooks.deliveries(request.auth, request.params.id));
  route(endpoints.resend, (request) =>
    webhooks.resend(
      request.auth,
      request.params.id,
      request.params.deliveryId,
      requestMeta(request),
    ),
  );
}
