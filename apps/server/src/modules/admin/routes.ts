import {
  zAdminUsersResponse,
  zCreateInstanceRequest,
  zDeleteQuery,
  zIdParam,
  zInstanceResponse,
  zInstancesResponse,
  zMessageResponse,
  zUpdateInstanceRequest,
} from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AdminInstancesService } from './admin-instances-service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

const actor = (request: FastifyRequest) => ({ userId: request.auth.userId, ip: request.ip });

const tags = ['Administração'];

export function adminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminInstancesService; requireAdmin: Guard },
) {
  const { admin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: only an admin learns anything about what it sent.
  const guard = { preValidation: deps.requireAdmin };

  api.get(
    '/api/dev/webinstances',
    {
      ...guard,
      schema: { tags, summary: 'Todas as instâncias', response: { 200: zInstancesResponse } },
    },
    () => admin.list(),
  );

  api.get(
    '/api/dev/webinstances/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Uma instância, com o token revelado (fica na auditoria)',
        params: zIdParam,
        response: { 200: zInstanceResponse },
      },
    },
    (request) => admin.reveal(request.params.id, actor(request)),
  );

  api.post(
    '/api/dev/webinstances',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria uma instância para a própria conta',
        body: zCreateInstanceRequest,
        response: { 201: zInstanceResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.create(request.body, actor(request))),
  );

  api.put(
    '/api/dev/webinstances/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera uma instância ou a entrega a outra conta',
        params: zIdParam,
        body: zUpdateInstanceRequest,
        response: { 200: zInstanceResponse },
      },
    },
    (request) => admin.update(request.params.id, request.body, actor(request)),
  );

  api.delete(
    '/api/dev/webinstances/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui uma instância (confirm=true)',
        params: zIdParam,
        querystring: zDeleteQuery,
        response: { 200: zMessageResponse },
      },
    },
    (request) => admin.remove(request.params.id, request.query.confirm, actor(request)),
  );

  api.get(
    '/api/dev/users',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As contas, para escolher um dono',
        response: { 200: zAdminUsersResponse },
      },
    },
    () => admin.users(),
  );
}
