import { z } from 'zod';

import { zMessageResponse } from '../schemas/auth.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import {
  zAccessLogQuery,
  zAccessLogResponse,
  zEraseRequest,
  zExportRecordRequest,
  zPatientExportQuery,
  zPatientExportResponse,
  zRetentionPreviewQuery,
  zRetentionPreviewResponse,
  zRetentionRequest,
  zRetentionResponse,
} from '../schemas/privacy.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Privacidade';

export const privacyEndpoints = {
  accessLog: defineEndpoint({
    method: 'GET',
    path: '/dashboard/privacy/access-log',
    access: 'responsavel',
    group,
    summary: 'Quem abriu conversas, arquivos e exportações, do mais recente ao mais antigo',
    query: zAccessLogQuery,
    response: zAccessLogResponse,
  }),
  accessLogCsv: defineEndpoint({
    method: 'GET',
    path: '/dashboard/privacy/access-log.csv',
    access: 'responsavel',
    group,
    summary: 'Os acessos filtrados em CSV (até 10.000 linhas); a exportação fica registrada',
    query: zAccessLogQuery,
    response: z.string(),
    produces: { type: 'text/csv', description: 'CSV em UTF-8' },
    // The download itself is in the log the list shows.
    invalidates: ['privacy'],
  }),
  exported: defineEndpoint({
    method: 'POST',
    path: '/dashboard/privacy/exports',
    access: 'session',
    group,
    summary: 'Registra uma exportação em CSV feita no navegador (quadro ou consultas)',
    body: zExportRecordRequest,
    response: z.object({ success: z.literal(true) }),
    invalidates: ['privacy'],
  }),
  erase: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/erase',
    access: 'responsavel',
    group,
    summary: 'Apaga os dados de um paciente (conversa, mensagens, arquivos, tarefas, consultas)',
    params: zChatIdParam,
    body: zEraseRequest,
    response: zMessageResponse,
    invalidates: ['chats', 'messages', 'tasks', 'appointments', 'privacy'],
  }),
  retention: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/retention',
    access: 'responsavel',
    group,
    summary: 'Em quantos meses sem atividade uma conversa é apagada (null: nunca)',
    response: zRetentionResponse,
  }),
  setRetention: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/settings/retention',
    access: 'responsavel',
    group,
    summary: 'Liga (6 a 120 meses) ou desliga a retenção; o agendador aplica uma vez por dia',
    body: zRetentionRequest,
    response: zRetentionResponse,
    invalidates: ['privacy'],
  }),
  retentionPreview: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/retention/preview',
    access: 'responsavel',
    group,
    summary: 'Quantas conversas um valor apagaria agora, antes de salvá-lo',
    query: zRetentionPreviewQuery,
    response: zRetentionPreviewResponse,
  }),
  exportLink: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/export',
    access: 'responsavel',
    group,
    summary: 'Um link de minutos que baixa o ZIP com os dados do paciente (LGPD, art. 18)',
    params: zChatIdParam,
    response: zPatientExportResponse,
    invalidates: ['privacy'],
  }),
  // A download is a plain navigation, which cannot send the token: the link is signed instead.
  patientExport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/privacy/patient-export',
    access: 'public',
    group,
    summary: 'O ZIP com os dados do paciente, escrito enquanto baixa (link assinado)',
    query: zPatientExportQuery,
    response: z.unknown().meta({ type: 'string', format: 'binary' }),
    produces: {
      type: 'application/zip',
      description:
        'ZIP: mensagens.json, conversa.html, midia/, etiquetas, tarefas, rotina, consultas, manifesto',
    },
  }),
};
