import { waitingListEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { WaitingListService } from './waiting-list-service.ts';

export function waitingListRoutes(
  app: FastifyInstance,
  deps: { waitingList: WaitingListService; requireAuth: AuthGuard },
) {
  const { waitingList } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => waitingList.list(request.auth));
  route(endpoints.add, (request) => waitingList.add(request.auth, request.body));
  route(endpoints.remove, (request) => waitingList.remove(request.auth, request.params.id));
  route(endpoints.offer, (request) =>
    waitingList.offer(request.auth, request.body.appointmentId, requestMeta(request)),
  );
  route(endpoints.settings, (request) => waitingList.settings(request.auth.clinicId));
  route(endpoints.setSettings, (request) =>
    waitingList.setSettings(request.auth.clinicId, request.body),
  );
}
