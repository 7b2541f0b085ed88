import { zIdParam, zRoutineRequest, zRoutineResponse, zRoutinesResponse } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { validate } from '../../lib/validate.ts';
import type { RoutinesService } from './routines-service.ts';

export function routineRoutes(
  app: FastifyInstance,
  deps: { routines: RoutinesService; requireAuth: AuthGuard },
) {
  const { routines } = deps;
  const opts = { preHandler: deps.requireAuth };

  app.get('/dashboard/routines', opts, async (request) =>
    zRoutinesResponse.parse(await routines.list(request.auth.userId)),
  );

  app.post('/dashboard/routines', opts, async (request, reply) => {
    const input = validate(zRoutineRequest, request.body);
    return reply
      .status(201)
      .send(zRoutineResponse.parse(await routines.create(request.auth.userId, input)));
  });

  app.put('/dashboard/routines/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const input = validate(zRoutineRequest, request.body);
    return zRoutineResponse.parse(await routines.update(request.auth.userId, id, input));
  });

  app.delete('/dashboard/routines/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    return zRoutineResponse.parse(await routines.remove(request.auth.userId, id));
  });
}
