import { profileEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { ProfileService } from './profile-service.ts';
import { requestMeta } from '../../http/request-meta.ts';

/** The Settings panel's calls plus the account time zone. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; requireAuth: AuthGuard },
) {
  const { profile } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.updateName, (request) => profile.updateName(request.auth, request.body));

  route(endpoints.updateTimeZone, (request) => profile.updateTimeZone(request.auth, request.body));

  route(endpoints.requestEmailChange, (request) =>
    profile.requestEmailChange(request.auth, request.body),
  );

  route(endpoints.confirmEmailChange, (request) =>
    profile.confirmEmailChange(request.auth, request.body, requestMeta(request)),
  );

  route(endpoints.requestPasswordChange, (request) =>
    profile.requestPasswordChange(request.auth, request.body),
  );

  route(endpoints.confirmPasswordChange, (request) =>
    profile.confirmPasswordChange(request.auth, request.body, requestMeta(request)),
  );
}
