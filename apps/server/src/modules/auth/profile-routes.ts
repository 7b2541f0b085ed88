import {
  zConfirmEmailChangeRequest,
  zConfirmPasswordChangeRequest,
  zMessageResponse,
  zRequestEmailChangeRequest,
  zRequestPasswordChangeRequest,
  zUpdateNameRequest,
  zUpdateNameResponse,
  zUpdateTimeZoneRequest,
  zUpdateTimeZoneResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { ProfileService } from './profile-service.ts';
import { requestMeta } from './request-meta.ts';

const tags = ['Configurações'];

/** The Settings panel's calls plus the account time zone. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; requireAuth: AuthGuard },
) {
  const { profile } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.put(
    '/api/profile/update-name',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera o nome da conta',
        body: zUpdateNameRequest,
        response: { 200: zUpdateNameResponse },
      },
    },
    (request) => profile.updateName(request.auth, request.body),
  );

  api.put(
    '/api/profile/time-zone',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera o fuso horário da conta',
        body: zUpdateTimeZoneRequest,
        response: { 200: zUpdateTimeZoneResponse },
      },
    },
    (request) => profile.updateTimeZone(request.auth, request.body),
  );

  api.post(
    '/api/profile/request-email-change',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Pede a troca de e-mail (envia um código ao novo endereço)',
        body: zRequestEmailChangeRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => profile.requestEmailChange(request.auth, request.body),
  );

  api.post(
    '/api/profile/confirm-email-change',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Confirma a troca de e-mail com o código',
        body: zConfirmEmailChangeRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => profile.confirmEmailChange(request.auth, request.body, requestMeta(request)),
  );

  api.post(
    '/api/profile/request-password-change',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Pede a troca de senha (envia um código ao e-mail)',
        body: zRequestPasswordChangeRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => profile.requestPasswordChange(request.auth, request.body),
  );

  api.post(
    '/api/profile/confirm-password-change',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Confirma a troca de senha com o código',
        body: zConfirmPasswordChangeRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => profile.confirmPasswordChange(request.auth, request.body, requestMeta(request)),
  );
}
