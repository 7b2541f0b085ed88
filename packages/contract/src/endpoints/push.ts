import {
  zPushPublicKeyResponse,
  zPushSubscribeRequest,
  zPushSubscriptionResponse,
  zPushUnsubscribeRequest,
  zQuietHoursRequest,
  zQuietHoursResponse,
} from '../schemas/push.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Notificações push';

export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/dashboard/push/public-key',
    access: 'session',
    group,
    summary: 'A chave pública VAPID do servidor, para o navegador se inscrever',
    response: zPushPublicKeyResponse,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/dashboard/push/subscriptions',
    access: 'session',
    group,
    summary: 'Liga (ou renova) as notificações push deste aparelho para quem chama',
    body: zPushSubscribeRequest,
    response: zPushSubscriptionResponse,
    // The subscription is this device's own state, kept by the browser, in no shared query.
    invalidates: [],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/dashboard/push/subscriptions/remove',
    access: 'session',
    group,
    summary: 'Desliga as notificações push deste aparelho',
    body: zPushUnsubscribeRequest,
    response: zPushSubscriptionResponse,
    invalidates: [],
  }),
  quietHours: defineEndpoint({
    method: 'GET',
    path: '/dashboard/push/quiet-hours',
    access: 'session',
    group,
    summary: 'O horário de silêncio de quem chama (null: nenhum)',
    response: zQuietHoursResponse,
  }),
  setQuietHours: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/push/quiet-hours',
    access: 'session',
    group,
    summary: 'Define ou tira o horário de silêncio de quem chama, no fuso da pessoa',
    body: zQuietHoursRequest,
    response: zQuietHoursResponse,
    // The form puts the saved answer in its own query; nothing else shows the quiet hours.
    invalidates: [],
  }),
};
