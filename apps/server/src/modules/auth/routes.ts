import { authEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { AuthService } from './auth-service.ts';
import type { PasswordResetService } from './password-reset-service.ts';
import { requestMeta } from '../../http/request-meta.ts';

export function authRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; passwordReset: PasswordResetService; requireAuth: AuthGuard },
) {
  const { auth, passwordReset } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.register, (request) => auth.register(request.body, requestMeta(request)));

  route(endpoints.confirm, (request) => auth.confirm(request.body, requestMeta(request)));

  route(endpoints.resendCode, (request) => auth.resendCode(request.body, requestMeta(request)));

  route(endpoints.login, (request) => auth.login(request.body, requestMeta(request)));

  route(endpoints.refresh, (request) => auth.refresh(request.body.token));

  route(endpoints.logout, (request) => auth.logout(request.auth));

  route(endpoints.forgot, (request) => passwordReset.forgot(request.body, requestMeta(request)));

  route(endpoints.reset, (request) => passwordReset.reset(request.body, requestMeta(request)));
}
