import { satisfactionEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { SatisfactionService } from './satisfaction-service.ts';

export function satisfactionRoutes(
  app: FastifyInstance,
  deps: { satisfaction: SatisfactionService; requireAuth: AuthGuard },
) {
  const { satisfaction } = deps;
  const route = createEndpointRouter(app, deps);
  route(endpoints.settings, (request) => satisfaction.settings(request.auth.clinicId));
  route(endpoints.setSettings, (request) =>
    satisfaction.setSettings(request.auth.clinicId, request.body),
  );
}
