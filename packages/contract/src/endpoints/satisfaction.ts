import { zSatisfactionSettings, zSatisfactionSettingsResponse } from '../schemas/satisfaction.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Pesquisa de satisfação';

export const satisfactionEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/satisfaction',
    access: 'session',
    group,
    summary: 'Se a clínica pergunta a nota depois da consulta, e quantas horas depois',
    response: zSatisfactionSettingsResponse,
  }),
  setSettings: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/settings/satisfaction',
    access: 'responsavel',
    group,
    summary: 'Liga ou desliga a pesquisa de satisfação e diz quantas horas depois de Compareceu',
    body: zSatisfactionSettings,
    response: zSatisfactionSettingsResponse,
    invalidates: ['appointments'],
  }),
};
