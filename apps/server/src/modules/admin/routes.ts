import { adminEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AdminInstancesService } from './admin-instances-service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

const actor = (request: FastifyRequest) => ({ userId: request.auth.userId, ip: request.ip });

export function adminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminInstancesService; requireAdmin: Guard },
) {
  const { admin } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, () => admin.list());

  route(endpoints.reveal, (request) => admin.reveal(request.params.id, actor(request)));

  route(endpoints.create, (request) => admin.create(request.body, actor(request)));

  route(endpoints.update, (request) =>
    admin.update(request.params.id, request.body, actor(request)),
  );

  route(endpoints.remove, (request) =>
    admin.remove(request.params.id, request.query.confirm, actor(request)),
  );

  route(endpoints.users, () => admin.users());
}
