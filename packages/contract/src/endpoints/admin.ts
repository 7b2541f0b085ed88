import {
  zAdminUsersResponse,
  zCreateInstanceRequest,
  zDeleteQuery,
  zIdParam,
  zInstanceResponse,
  zInstancesResponse,
  zUpdateInstanceRequest,
} from '../schemas/admin.ts';
import { zMessageResponse } from '../schemas/auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Administração';

export const adminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/webinstances',
    access: 'admin',
    group,
    summary: 'Todas as instâncias',
    response: zInstancesResponse,
  }),
  reveal: defineEndpoint({
    method: 'GET',
    path: '/api/dev/webinstances/:id',
    access: 'admin',
    group,
    summary: 'Uma instância, com o token revelado (fica na auditoria)',
    params: zIdParam,
    response: zInstanceResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/dev/webinstances',
    access: 'admin',
    group,
    summary: 'Cria uma instância para a própria conta',
    body: zCreateInstanceRequest,
    status: 201,
    response: zInstanceResponse,
    invalidates: ['instances'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/dev/webinstances/:id',
    access: 'admin',
    group,
    summary: 'Altera uma instância ou a entrega a outra conta',
    params: zIdParam,
    body: zUpdateInstanceRequest,
    response: zInstanceResponse,
    invalidates: ['instances'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/dev/webinstances/:id',
    access: 'admin',
    group,
    summary: 'Exclui uma instância (confirm=true)',
    params: zIdParam,
    query: zDeleteQuery,
    response: zMessageResponse,
    invalidates: ['instances'],
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/dev/users',
    access: 'admin',
    group,
    summary: 'As contas, para escolher um dono',
    response: zAdminUsersResponse,
  }),
};
