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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { AuthService } from './auth-service.ts';
import type { PasswordResetService } from './password-reset-service.ts';
import { requestMeta } from './request-meta.ts';

const tags = ['Conta'];

export function authRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; passwordReset: PasswordResetService; requireAuth: AuthGuard },
) {
  const { auth, passwordReset } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Cria uma conta e envia o código de confirmação',
        body: zRegisterRequest,
        response: { 201: zRegisterResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, requestMeta(request))),
  );

  api.post(
    '/auth/confirm',
    {
      schema: {
        tags,
        summary: 'Confirma o e-mail com o código e abre a sessão',
        body: zConfirmRequest,
        response: { 200: zSessionResponse },
      },
    },
    (request) => auth.confirm(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/resend-code',
    {
      schema: {
        tags,
        summary: 'Envia um novo código de confirmação',
        body: zResendCodeRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => auth.resendCode(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Entra com e-mail e senha',
        body: zLoginRequest,
        response: { 200: zSessionResponse },
      },
    },
    (request) => auth.login(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Renova o token da sessão',
        body: zRefreshRequest,
        response: { 200: zRefreshResponse },
      },
    },
    (request) => auth.refresh(request.body.token),
  );

  api.post(
    '/auth/logout',
    {
      preValidation: deps.requireAuth,
      schema: { tags, summary: 'Encerra a sessão', response: { 200: zMessageResponse } },
    },
    (request) => auth.logout(request.auth),
  );

  api.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Envia o link de redefinição de senha',
        body: zForgotPasswordRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => passwordReset.forgot(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Define uma nova senha pelo link recebido',
        body: zResetPasswordRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => passwordReset.reset(request.body, requestMeta(request)),
  );
}
