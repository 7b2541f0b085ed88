import { zIdParam } from '../schemas/admin.ts';
import {
  zCreateWebhookEndpointRequest,
  zWebhookDeliveriesResponse,
  zWebhookDeliveryParams,
  zWebhookDoneResponse,
  zWebhookEndpointCreatedResponse,
  zWebhookEndpointsResponse,
  zWebhookSecretRotatedResponse,
  zUpdateWebhookEndpointRequest,
  zWebhookEndpointUpdatedResponse,
} from '../schemas/webhook-endpoints.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Integrações';
const base = '/dashboard/settings/webhooks';

/** The clinic's outbound webhooks ('Integrações' → 'Webhooks'): the Responsável's alone. */
export const webhookEndpointEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    access: 'responsavel',
    group,
    summary: 'Os webhooks da clínica (nunca o segredo)',
    response: zWebhookEndpointsResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    access: 'responsavel',
    group,
    summary: 'Cadastra um webhook com os eventos escolhidos; o segredo aparece só nesta resposta',
    body: zCreateWebhookEndpointRequest,
    status: 201,
    response: zWebhookEndpointCreatedResponse,
    invalidates: ['webhooks'],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/:id`,
    access: 'responsavel',
    group,
    summary: 'Altera o endereço, a descrição, os eventos ou liga e desliga um webhook',
    description:
      'Só muda o que vier no corpo. Um endereço novo passa pela mesma verificação do cadastro; ligar de novo envia o que ficou na fila.',
    params: zIdParam,
    body: zUpdateWebhookEndpointRequest,
    response: zWebhookEndpointUpdatedResponse,
    invalidates: ['webhooks'],
  }),
  rotate: defineEndpoint({
    method: 'POST',
    path: `${base}/:id/rotate`,
    access: 'responsavel',
    group,
    summary: 'Troca o segredo; o anterior segue assinando por 24 horas',
    params: zIdParam,
    response: zWebhookSecretRotatedResponse,
    invalidates: ['webhooks'],
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: `${base}/:id/enable`,
    access: 'responsavel',
    group,
    summary: 'Ativa de novo um webhook desativado; o que ficou na fila é enviado',
    params: zIdParam,
    response: zWebhookDoneResponse,
    invalidates: ['webhooks'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    access: 'responsavel',
    group,
    summary: 'Exclui um webhook e suas entregas',
    params: zIdParam,
    response: zWebhookDoneResponse,
    invalidates: ['webhooks'],
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${base}/:id/deliveries`,
    access: 'responsavel',
    group,
    summary: 'As últimas entregas de um webhook: situação, código de resposta, tempo, tentativas',
    params: zIdParam,
    response: zWebhookDeliveriesResponse,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: `${base}/:id/deliveries/:deliveryId/resend`,
    access: 'responsavel',
    group,
    summary: 'Reenvia uma entrega (mesmo webhook-id: o receptor descarta se já a tinha)',
    params: zWebhookDeliveryParams,
    response: zWebhookDoneResponse,
    invalidates: ['webhooks'],
  }),
};
