import { zDashboardQuery, zDashboardResponse, zPublicConfigResponse } from '../schemas/auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Conta';

export const accountEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/dashboard',
    access: 'session',
    group,
    summary: 'A conta da sessão (um navegador que pede HTML recebe o app)',
    query: zDashboardQuery,
    response: zDashboardResponse,
  }),
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/public-config',
    access: 'public',
    group,
    summary: 'O que a tela de entrada precisa saber antes de uma sessão',
    response: zPublicConfigResponse,
  }),
};
