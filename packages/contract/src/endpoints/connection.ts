import {
  zChatsInfoResponse,
  zProgressResponse,
  zQrCodeResponse,
  zStatusResponse,
} from '../schemas/connection.ts';
import {
  zNumberHealthResponse,
  zNumberQuery,
  zOutageAlertRequest,
  zOutageAlertResponse,
  zOutageStateResponse,
} from '../schemas/number-health.ts';
import { zClinicNumbersResponse } from '../schemas/clinic-numbers.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Conexão';

export const connectionEndpoints = {
  numbers: defineEndpoint({
    method: 'GET',
    path: '/dashboard/numbers',
    access: 'session',
    group,
    summary: 'Os números de WhatsApp da clínica, o principal primeiro',
    response: zClinicNumbersResponse,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/status',
    access: 'session',
    group,
    summary: 'Se o WhatsApp está conectado, e por que a conta não pode conectar',
    response: zStatusResponse,
  }),
  qrCode: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/qr-code',
    access: 'session',
    group,
    summary: 'O código QR para conectar',
    response: zQrCodeResponse,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/dashboard/zapi/restore',
    access: 'session',
    group,
    summary: 'Tenta restaurar a sessão do WhatsApp sem um novo código QR',
    response: zStatusResponse,
    invalidates: ['connection'],
  }),
  chatsInfo: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/chats_info',
    access: 'session',
    group,
    summary: 'Quantas conversas existem e se a sincronização terminou',
    response: zChatsInfoResponse,
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/chats_loading_progress',
    access: 'session',
    group,
    summary: 'O progresso da sincronização das conversas',
    response: zProgressResponse,
  }),
  outage: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/outage',
    access: 'session',
    group,
    summary:
      'Desde quando um número do WhatsApp está desconectado, e quem escreveu durante a queda (sem `numberId`, o principal)',
    query: zNumberQuery,
    response: zOutageStateResponse,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/health',
    access: 'responsavel',
    group,
    summary:
      'Saúde do número: tempo conectado, quedas e mensagens por dia (sem `numberId`, o principal)',
    query: zNumberQuery,
    response: zNumberHealthResponse,
  }),
  setOutageAlert: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/zapi/health/alert',
    access: 'responsavel',
    group,
    summary: 'Depois de quantos minutos desconectado os Responsáveis recebem um e-mail',
    body: zOutageAlertRequest,
    response: zOutageAlertResponse,
    invalidates: ['connection'],
  }),
};
