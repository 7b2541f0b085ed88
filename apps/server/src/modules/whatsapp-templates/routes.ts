import { whatsappTemplateEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { TemplatesService } from './templates-service.ts';

/** 'Modelos do WhatsApp': the list any member's composer reads; sync and create for the Responsável. */
export function templateRoutes(
  app: FastifyInstance,
  deps: { templates: TemplatesService; requireAuth: AuthGuard },
) {
  const { templates } = deps;
  const route = createEndpointRouter(app, deps);
  route(endpoints.list, (request) => templates.list(request.auth.clinicId));
  route(endpoints.sync, (request) => templates.sync(request.auth.clinicId));
  route(endpoints.create, (request) => templates.create(request.auth.clinicId, request.body));
  route(endpoints.automatic, (request) => templates.automatic(request.auth.clinicId));
  route(endpoints.setAutomatic, (request) =>
    templates.setAutomatic(request.auth.clinicId, request.body),
  );
  route(endpoints.usage, (request) => templates.usage(request.auth.clinicId));
}
