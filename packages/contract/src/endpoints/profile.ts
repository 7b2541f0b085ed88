import { zMessageResponse } from '../schemas/auth.ts';
import {
  zConfirmEmailChangeRequest,
  zConfirmPasswordChangeRequest,
  zRequestEmailChangeRequest,
  zRequestPasswordChangeRequest,
  zUpdateNameRequest,
  zUpdateNameResponse,
  zUpdateTimeZoneRequest,
  zUpdateTimeZoneResponse,
} from '../schemas/profile.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Configurações';

export const profileEndpoints = {
  updateName: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/update-name',
    access: 'session',
    group,
    summary: 'Altera o nome da conta',
    body: zUpdateNameRequest,
    response: zUpdateNameResponse,
    invalidates: ['account', 'team'],
  }),
  updateTimeZone: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/time-zone',
    access: 'session',
    group,
    summary: 'Altera o fuso horário da conta',
    body: zUpdateTimeZoneRequest,
    response: zUpdateTimeZoneResponse,
    invalidates: ['account'],
  }),
  requestEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/profile/request-email-change',
    access: 'session',
    group,
    summary: 'Pede a troca de e-mail (envia um código ao novo endereço)',
    body: zRequestEmailChangeRequest,
    response: zMessageResponse,
    invalidates: [],
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/profile/confirm-email-change',
    access: 'session',
    group,
    summary: 'Confirma a troca de e-mail com o código',
    body: zConfirmEmailChangeRequest,
    response: zMessageResponse,
    // The change ends every session of the person: a refetch would ask with a dead token and
    // turn 'Email atualizado…' into the expired-session screen. The next sign-in reads anew.
    invalidates: [],
  }),
  requestPasswordChange: defineEndpoint({
    method: 'POST',
    path: '/api/profile/request-password-change',
    access: 'session',
    group,
    summary: 'Pede a troca de senha (envia um código ao e-mail)',
    body: zRequestPasswordChangeRequest,
    response: zMessageResponse,
    invalidates: [],
  }),
  confirmPasswordChange: defineEndpoint({
    method: 'POST',
    path: '/api/profile/confirm-password-change',
    access: 'session',
    group,
    summary: 'Confirma a troca de senha com o código',
    body: zConfirmPasswordChangeRequest,
    response: zMessageResponse,
    invalidates: [],
  }),
};
