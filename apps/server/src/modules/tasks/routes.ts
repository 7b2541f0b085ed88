import {
  zChatIdParam,
  zIdParam,
  zMessageResponse,
  zTaskRequest,
  zTaskResponse,
  zTasksResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { TasksService } from './tasks-service.ts';

const tags = ['Mensagens agendadas'];

export function taskRoutes(
  app: FastifyInstance,
  deps: { tasks: TasksService; requireAuth: AuthGuard },
) {
  const { tasks } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.post(
    '/api/tasks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Agenda uma mensagem (data no fuso da conta) e leva a conversa para Tarefa',
        body: zTaskRequest,
        response: { 201: zTaskResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tasks.create(request.auth, request.body)),
  );

  api.get(
    '/api/tasks/chat/:chatId/all',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As mensagens agendadas de uma conversa',
        params: zChatIdParam,
        response: { 200: zTasksResponse },
      },
    },
    (request) => tasks.list(request.auth, request.params.chatId),
  );

  api.put(
    '/api/tasks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera uma mensagem agendada que ainda não saiu',
        params: zIdParam,
        body: zTaskRequest,
        response: { 200: zTaskResponse },
      },
    },
    (request) => tasks.update(request.auth, request.params.id, request.body),
  );

  api.delete(
    '/api/tasks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui uma mensagem agendada',
        params: zIdParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => tasks.remove(request.auth, request.params.id),
  );

  api.post(
    '/api/tasks/:id/complete',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Marca uma mensagem agendada como concluída',
        params: zIdParam,
        response: { 200: zTaskResponse },
      },
    },
    (request) => tasks.complete(request.auth, request.params.id),
  );
}
