import { zIdParam } from '../schemas/admin.ts';
import {
  zApiKeyCreatedResponse,
  zApiKeyRevokedResponse,
  zApiKeysResponse,
  zCreateApiKeyRequest,
} from '../schemas/api-keys.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Integrações';

/** The clinic's API keys ('Integrações'): the Responsável's alone. */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/api-keys',
    access: 'responsavel',
    group,
    summary: 'As chaves de API ativas da clínica (nunca a chave inteira)',
    response: zApiKeysResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/settings/api-keys',
    access: 'responsavel',
    group,
    summary: 'Cria uma chave de API com um nome e permissões; a chave aparece só nesta resposta',
    body: zCreateApiKeyRequest,
    status: 201,
    response: zApiKeyCreatedResponse,
    invalidates: ['apiKeys'],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/settings/api-keys/:id',
    access: 'responsavel',
    group,
    summary: 'Revoga uma chave: o sistema que a usa perde o acesso na hora',
    params: zIdParam,
    response: zApiKeyRevokedResponse,
    invalidates: ['apiKeys'],
  }),
};
