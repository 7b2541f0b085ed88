import { zIdParam } from '../schemas/admin.ts';
import { zMessageResponse } from '../schemas/auth.ts';
import { zTextRequest, zTextResponse, zTextsResponse } from '../schemas/texts.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Textos prontos';

export const textEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/pre-configured-texts',
    access: 'session',
    group,
    summary: 'Os textos prontos da conta',
    response: zTextsResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/pre-configured-texts',
    access: 'session',
    group,
    summary: 'Cria um texto pronto',
    body: zTextRequest,
    status: 201,
    response: zTextResponse,
    invalidates: ['texts'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/pre-configured-texts/:id',
    access: 'session',
    group,
    summary: 'Altera um texto pronto',
    params: zIdParam,
    body: zTextRequest,
    response: zTextResponse,
    invalidates: ['texts'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/pre-configured-texts/:id',
    access: 'session',
    group,
    summary: 'Exclui um texto pronto',
    params: zIdParam,
    response: zMessageResponse,
    invalidates: ['texts'],
  }),
};
