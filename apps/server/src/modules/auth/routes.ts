import {
  zConfirmRequest,
  zForgotPasswordRequest,
  zLoginRequest,
  zMessageResponse,
  zRefreshRequest,
  zRefreshResponse,
  zRegisterRequest,
  zRegisterResponse,
  zResendCodeRequest,
  zResetPasswordRequest,
  zSessionResponse,
} from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { validate } from '../../lib/validate.ts';
import type { AuthService, RequestMeta } from './auth-service.ts';
import type { PasswordResetService } from './password-reset-service.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function authRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; passwordReset: PasswordResetService; requireAuth: AuthGuard },
) {
  const { auth, passwordReset, requireAuth } = deps;

  app.post('/auth/register', async (request, reply) => {
    const input = validate(zRegisterRequest, request.body);
    return reply
      .status(201)
      .send(zRegisterResponse.parse(await auth.register(input, meta(request))));
  });

  app.post('/auth/confirm', async (request) => {
    const input = validate(zConfirmRequest, request.body);
    return zSessionResponse.parse(await auth.confirm(input, meta(request)));
  });

  app.post('/auth/resend-code', async (request) => {
    const input = validate(zResendCodeRequest, request.body);
    return zMessageResponse.parse(await auth.resendCode(input, meta(request)));
  });

  app.post('/auth/login', async (request) => {
    const input = validate(zLoginRequest, request.body);
    return zSessionResponse.parse(await auth.login(input, meta(request)));
  });

  app.post('/auth/refresh', async (request) => {
    const input = validate(zRefreshRequest, request.body);
    return zRefreshResponse.parse(await auth.refresh(input.token));
  });

  app.post('/auth/logout', { preHandler: requireAuth }, async (request) => {
    return zMessageResponse.parse(await auth.logout(request.auth));
  });

  app.post('/auth/forgot-password', async (request) => {
    const input = validate(zForgotPasswordRequest, request.body);
    return zMessageResponse.parse(await passwordReset.forgot(input, meta(request)));
  });

  app.post('/auth/reset-password', async (request) => {
    const input = validate(zResetPasswordRequest, request.body);
    return zMessageResponse.parse(await passwordReset.reset(input, meta(request)));
  });
}
