import { connectionEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { ConnectionService } from './connection-service.ts';
import type { HealthService } from './health-service.ts';

export function connectionRoutes(
  app: FastifyInstance,
  deps: { connection: ConnectionService; health: HealthService; requireAuth: AuthGuard },
) {
  const { connection, health } = deps;
  const route = createEndpointRouter(app, deps);

  app.addHook('onSend', async (request, reply, payload) => {
    // Connection state and chat lists change every second: never from a cache.
    if (request.url.startsWith('/dashboard/zapi/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  route(endpoints.numbers, (request) => connection.numbers(request.auth.clinicId));

  route(endpoints.status, (request) => connection.status(request.auth.clinicId));

  route(endpoints.qrCode, (request) => connection.qrCode(request.auth.clinicId));

  route(endpoints.restore, (request) => connection.restore(request.auth.clinicId));

  route(endpoints.chatsInfo, (request) => connection.chatsInfo(request.auth.clinicId));

  route(endpoints.progress, (request) => connection.progress(request.auth.clinicId));

  route(endpoints.outage, (request) =>
    health.outageState(request.auth.clinicId, request.query.numberId),
  );

  route(endpoints.health, (request) => health.numberHealth(request.auth, request.query.numberId));

  route(endpoints.setOutageAlert, (request) =>
    health.setAlertMinutes(request.auth.clinicId, request.body.minutes),
  );
}
