import {
  zIdParam,
  zMessageResponse,
  zTaskRequest,
  zTaskResponse,
  zTasksResponse,
  zChatIdParam,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { validate } from '../../lib/validate.ts';
import type { TasksService } from './tasks-service.ts';

export function taskRoutes(
  app: FastifyInstance,
  deps: { tasks: TasksService; requireAuth: AuthGuard },
) {
  const { tasks } = deps;
  const opts = { preHandler: deps.requireAuth };

  app.post('/api/tasks', opts, async (request, reply) => {
    const input = validate(zTaskRequest, request.body);
    return reply
      .status(201)
      .send(zTaskResponse.parse(await tasks.create(request.auth.userId, input)));
  });

  app.get('/api/tasks/chat/:chatId/all', opts, async (request) => {
    const { chatId } = validate(zChatIdParam, request.params);
    return zTasksResponse.parse(await tasks.list(request.auth.userId, chatId));
  });

  app.put('/api/tasks/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const input = validate(zTaskRequest, request.body);
    return zTaskResponse.parse(await tasks.update(request.auth.userId, id, input));
  });

  app.delete('/api/tasks/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    return zMessageResponse.parse(await tasks.remove(request.auth.userId, id));
  });

  app.post('/api/tasks/:id/complete', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    return zTaskResponse.parse(await tasks.complete(request.auth.userId, id));
  });
}
