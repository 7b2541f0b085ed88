import { taskEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { TasksService } from './tasks-service.ts';

export function taskRoutes(
  app: FastifyInstance,
  deps: { tasks: TasksService; requireAuth: AuthGuard },
) {
  const { tasks } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.create, (request) => tasks.create(request.auth, request.body));

  route(endpoints.list, (request) => tasks.list(request.auth, request.params.chatId));

  route(endpoints.update, (request) => tasks.update(request.auth, request.params.id, request.body));

  route(endpoints.remove, (request) => tasks.remove(request.auth, request.params.id));

  route(endpoints.complete, (request) => tasks.complete(request.auth, request.params.id));
}
