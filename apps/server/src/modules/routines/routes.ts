import {
  zIdParam,
  zOpeningHours,
  zOpeningHoursResponse,
  zRoutineReachQuery,
  zRoutineReachResponse,
  zRoutineRequest,
  zRoutineResponse,
  zRoutinesResponse,
  zStopWordsRequest,
  zStopWordsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type AuthGuard, requireResponsavel } from '../../http/authenticate.ts';
import type { OpeningHoursService } from './opening-hours-service.ts';
import type { RoutinesService } from './routines-service.ts';
import type { StopWordsService } from './stop-words-service.ts';

const tags = ['Rotinas automáticas'];

export function routineRoutes(
  app: FastifyInstance,
  deps: {
    routines: RoutinesService;
    stopWords: StopWordsService;
    openingHours: OpeningHoursService;
    requireAuth: AuthGuard;
  },
) {
  const { routines, stopWords, openingHours } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent. Routines
  // message patients on the clinic's behalf: the Responsável's to set.
  const guard = { preValidation: [deps.requireAuth, requireResponsavel] };

  api.get(
    '/dashboard/routines',
    {
      ...guard,
      schema: { tags, summary: 'As rotinas da conta', response: { 200: zRoutinesResponse } },
    },
    (request) => routines.list(request.auth.clinicId),
  );

  api.get(
    '/dashboard/routines/reach',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Quantas conversas uma rotina alcançaria agora, antes de salvá-la',
        querystring: zRoutineReachQuery,
        response: { 200: zRoutineReachResponse },
      },
    },
    (request) => routines.reach(request.auth.clinicId, request.query),
  );

  api.get(
    '/dashboard/routines/stop-words',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As palavras com que o paciente pede para não receber rotinas',
        response: { 200: zStopWordsResponse },
      },
    },
    (request) => stopWords.get(request.auth.clinicId),
  );

  api.put(
    '/dashboard/routines/stop-words',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Troca as palavras de parada da clínica (null volta às padrão)',
        body: zStopWordsRequest,
        response: { 200: zStopWordsResponse },
      },
    },
    (request) => stopWords.set(request.auth.clinicId, request.body.words),
  );

  // Every member reads the hours (the task dialog warns outside them); the Responsável sets them.
  api.get(
    '/dashboard/settings/opening-hours',
    {
      preValidation: [deps.requireAuth],
      schema: {
        tags,
        summary: 'O horário de funcionamento da clínica',
        response: { 200: zOpeningHoursResponse },
      },
    },
    (request) => openingHours.get(request.auth.clinicId, request.auth.userId),
  );

  api.put(
    '/dashboard/settings/opening-hours',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Troca o horário de funcionamento (mensagens automáticas esperam a abertura)',
        body: zOpeningHours,
        response: { 200: zOpeningHoursResponse },
      },
    },
    (request) => openingHours.set(request.auth.clinicId, request.body),
  );

  api.post(
    '/dashboard/routines',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria uma rotina (0 a 48 horas, posição de 1 a 7)',
        body: zRoutineRequest,
        response: { 201: zRoutineResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await routines.create(request.auth.clinicId, request.body)),
  );

  api.put(
    '/dashboard/routines/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera uma rotina',
        params: zIdParam,
        body: zRoutineRequest,
        response: { 200: zRoutineResponse },
      },
    },
    (request) => routines.update(request.auth.clinicId, request.params.id, request.body),
  );

  api.delete(
    '/dashboard/routines/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui uma rotina',
        params: zIdParam,
        response: { 200: zRoutineResponse },
      },
    },
    (request) => routines.remove(request.auth.clinicId, request.params.id),
  );
}
