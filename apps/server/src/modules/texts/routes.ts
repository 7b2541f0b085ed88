import {
  zIdParam,
  zMessageResponse,
  zTextRequest,
  zTextResponse,
  zTextsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { TextsService } from './texts-service.ts';

const tags = ['Textos prontos'];

export function textRoutes(
  app: FastifyInstance,
  deps: { texts: TextsService; requireAuth: AuthGuard },
) {
  const { texts } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.get(
    '/dashboard/pre-configured-texts',
    {
      ...guard,
      schema: { tags, summary: 'Os textos prontos da conta', response: { 200: zTextsResponse } },
    },
    (request) => texts.list(request.auth.clinicId),
  );

  api.post(
    '/dashboard/pre-configured-texts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria um texto pronto',
        body: zTextRequest,
        response: { 201: zTextResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await texts.create(request.auth.clinicId, request.body)),
  );

  api.put(
    '/dashboard/pre-configured-texts/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera um texto pronto',
        params: zIdParam,
        body: zTextRequest,
        response: { 200: zTextResponse },
      },
    },
    (request) => texts.update(request.auth.clinicId, request.params.id, request.body),
  );

  api.delete(
    '/dashboard/pre-configured-texts/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui um texto pronto',
        params: zIdParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => texts.remove(request.auth.clinicId, request.params.id),
  );
}
