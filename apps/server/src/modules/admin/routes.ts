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

import { validate } from '../../lib/validate.ts';
import type { AdminInstancesService } from './admin-instances-service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

const actor = (request: FastifyRequest) => ({ userId: request.auth.userId, ip: request.ip });

export function adminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminInstancesService; requireAdmin: Guard },
) {
  const { admin } = deps;
  const opts = { preHandler: deps.requireAdmin };

  app.get('/api/dev/webinstances', opts, async () => zInstancesResponse.parse(await admin.list()));

  app.get('/api/dev/webinstances/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    return zInstanceResponse.parse(await admin.reveal(id, actor(request)));
  });

  app.post('/api/dev/webinstances', opts, async (request, reply) => {
    const input = validate(zCreateInstanceRequest, request.body);
    return reply
      .status(201)
      .send(zInstanceResponse.parse(await admin.create(input, actor(request))));
  });

  app.put('/api/dev/webinstances/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const input = validate(zUpdateInstanceRequest, request.body);
    return zInstanceResponse.parse(await admin.update(id, input, actor(request)));
  });

  app.delete('/api/dev/webinstances/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const { confirm } = validate(zDeleteQuery, request.query);
    return zMessageResponse.parse(await admin.remove(id, confirm, actor(request)));
  });

  app.get('/api/dev/users', opts, async () => zAdminUsersResponse.parse(await admin.users()));
}
