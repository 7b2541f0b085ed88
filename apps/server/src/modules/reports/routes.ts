import { reportEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { ReportsService } from './reports-service.ts';

export function reportRoutes(
  app: FastifyInstance,
  deps: { reports: ReportsService; requireAuth: AuthGuard },
) {
  const { reports } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.answering, (request) => reports.answering(request.auth, request.query));

  route(endpoints.funnel, (request) => reports.funnel(request.auth, request.query));

  route(endpoints.agenda, (request) => reports.agenda(request.auth, request.query));

  route(endpoints.automation, (request) => reports.automation(request.auth, request.query));

  route(endpoints.team, (request) => reports.team(request.auth, request.query));
  route(endpoints.satisfaction, (request) => reports.satisfaction(request.auth, request.query));
}
