import { routineEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { OpeningHoursService } from './opening-hours-service.ts';
import type { RoutinesService } from './routines-service.ts';
import type { SendPacingService } from './send-pacing-service.ts';
import type { StopWordsService } from './stop-words-service.ts';

export function routineRoutes(
  app: FastifyInstance,
  deps: {
    routines: RoutinesService;
    stopWords: StopWordsService;
    openingHours: OpeningHoursService;
    sendPacing: SendPacingService;
    requireAuth: AuthGuard;
  },
) {
  const { routines, stopWords, openingHours, sendPacing } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, (request) => routines.list(request.auth.clinicId));

  route(endpoints.reach, (request) => routines.reach(request.auth.clinicId, request.query));

  route(endpoints.stopWords, (request) => stopWords.get(request.auth.clinicId));

  route(endpoints.removalReach, (request) =>
    routines.removalReach(request.auth.clinicId, request.params.id),
  );

  route(endpoints.setStopWords, (request) =>
    stopWords.set(request.auth.clinicId, request.body.words),
  );

  // Every member reads the hours (the task dialog warns outside them); the Responsável sets them.
  route(endpoints.openingHours, (request) =>
    openingHours.get(request.auth.clinicId, request.auth.userId),
  );

  route(endpoints.setOpeningHours, (request) =>
    openingHours.set(request.auth.clinicId, request.body),
  );

  route(endpoints.sendPacing, (request) => sendPacing.get(request.auth.clinicId));

  route(endpoints.setSendPacing, (request) => sendPacing.set(request.auth.clinicId, request.body));

  route(endpoints.create, (request) => routines.create(request.auth.clinicId, request.body));

  route(endpoints.update, (request) =>
    routines.update(request.auth.clinicId, request.params.id, request.body),
  );

  route(endpoints.remove, (request) => routines.remove(request.auth.clinicId, request.params.id));
}
