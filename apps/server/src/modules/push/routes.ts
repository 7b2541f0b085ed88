import { pushEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { PushService } from './push-service.ts';

export function pushRoutes(
  app: FastifyInstance,
  deps: { push: PushService; requireAuth: AuthGuard },
) {
  const { push } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.publicKey, () => push.publicKey());
  route(endpoints.subscribe, (request) => push.subscribe(request.auth, request.body));
  route(endpoints.unsubscribe, (request) => push.unsubscribe(request.auth, request.body.endpoint));
  route(endpoints.quietHours, (request) => push.quietHours(request.auth));
  route(endpoints.setQuietHours, (request) =>
    push.setQuietHours(request.auth, request.body.quietHours),
  );
}
