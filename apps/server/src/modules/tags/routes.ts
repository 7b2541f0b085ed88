import {
  zChatIdParam,
  zChatTagsRequest,
  zChatTagsResponse,
  zIdParam,
  zMessageResponse,
  zTagRequest,
  zTagResponse,
  zTagsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { TagsService } from './tags-service.ts';

const tags = ['Etiquetas'];

export function tagRoutes(
  app: FastifyInstance,
  deps: { tags: TagsService; requireAuth: AuthGuard },
) {
  const service = deps.tags;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.get(
    '/dashboard/tags',
    {
      ...guard,
      schema: { tags, summary: 'As etiquetas da conta', response: { 200: zTagsResponse } },
    },
    (request) => service.list(request.auth.clinicId),
  );

  api.post(
    '/dashboard/tags',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria uma etiqueta (nome único sem diferenciar maiúsculas, cor da paleta)',
        body: zTagRequest,
        response: { 201: zTagResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.auth.clinicId, request.body)),
  );

  api.put(
    '/dashboard/tags/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera o nome ou a cor de uma etiqueta',
        params: zIdParam,
        body: zTagRequest,
        response: { 200: zTagResponse },
      },
    },
    (request) => service.update(request.auth.clinicId, request.params.id, request.body),
  );

  api.delete(
    '/dashboard/tags/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui uma etiqueta e a tira das conversas',
        params: zIdParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => service.remove(request.auth.clinicId, request.params.id),
  );

  api.put(
    '/dashboard/zapi/chats/:chatId/tags',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Define as etiquetas de uma conversa',
        params: zChatIdParam,
        body: zChatTagsRequest,
        response: { 200: zChatTagsResponse },
      },
    },
    (request) =>
      service.setChatTags(request.auth.clinicId, request.params.chatId, request.body.tagIds),
  );
}
