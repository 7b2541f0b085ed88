import { zAttendanceRequest, zAppointmentsDayQuery } from '../schemas/appointments.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import { zSentResponse } from '../schemas/messages.ts';
import {
  zExternalIdParam,
  zPublicAppointmentRequest,
  zPublicAppointmentResponse,
  zPublicAppointmentsResponse,
  zPublicChatsQuery,
  zPublicChatsResponse,
  zPublicMessagesQuery,
  zPublicMessagesResponse,
  zPublicSendRequest,
} from '../schemas/public-api.ts';
import { zAgendaReport, zReportQuery } from '../schemas/reports.ts';
import { zWaitingEntryResponse, zWaitingListRequest } from '../schemas/waiting-list.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { REPORT_NUMBER_NOTE } from './reports.ts';

const group = 'API pública (v1)';
const keyNote =
  'Chamada com `Authorization: Bearer cck_...` (uma chave criada em Integrações). ' +
  'Sem a permissão da chave: 403; chave revogada ou desconhecida: 401; id de outra clínica: 404.';

/**
 * The public API, versioned under /api/v1: what the clinic's own systems (its agenda, an n8n
 * flow) call with an API key. Each route goes through the same service as the screen that does
 * the same thing, with its rules and its audit.
 */
export const publicApiEndpoints = {
  chats: defineEndpoint({
    method: 'GET',
    path: '/api/v1/chats',
    access: 'apiKey',
    scope: 'chats:read',
    group,
    summary: 'As conversas da clínica, em páginas (cursor `after`)',
    description: keyNote,
    query: zPublicChatsQuery,
    response: zPublicChatsResponse,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/chats/:chatId/messages',
    access: 'apiKey',
    scope: 'chats:read',
    group,
    summary: 'As mensagens de uma conversa, das mais novas para trás (cursor `before`)',
    description: `${keyNote} A leitura entra no registro de acessos, como a de um membro.`,
    params: zChatIdParam,
    query: zPublicMessagesQuery,
    response: zPublicMessagesResponse,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/v1/messages',
    access: 'apiKey',
    scope: 'messages:send',
    group,
    summary: 'Envia um texto, ou um modelo aprovado (API oficial), a uma conversa ou a um número',
    description: `${keyNote} Vale a janela de 24 horas: fora dela, só um modelo.`,
    body: zPublicSendRequest,
    response: zSentResponse,
    invalidates: [],
  }),
  appointmentsDay: defineEndpoint({
    method: 'GET',
    path: '/api/v1/appointments',
    access: 'apiKey',
    scope: 'appointments:read',
    group,
    summary: 'As consultas de um dia (`date`, AAAA-MM-DD; padrão: amanhã)',
    description: keyNote,
    query: zAppointmentsDayQuery,
    response: zPublicAppointmentsResponse,
  }),
  upsertAppointment: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/appointments/:externalId',
    access: 'apiKey',
    scope: 'appointments:write',
    group,
    summary: 'Cria ou altera a consulta que o sistema da clínica chama de `externalId`',
    description: `${keyNote} A mesma chamada duas vezes não muda nada (\`changed: false\`); uma data nova agenda os lembretes de novo.`,
    params: zExternalIdParam,
    body: zPublicAppointmentRequest,
    response: zPublicAppointmentResponse,
    invalidates: [],
  }),
  cancelAppointment: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/appointments/:externalId',
    access: 'apiKey',
    scope: 'appointments:write',
    group,
    summary: 'Cancela a consulta: os lembretes que faltam não saem',
    description: keyNote,
    params: zExternalIdParam,
    response: zPublicAppointmentResponse,
    invalidates: [],
  }),
  attendance: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/appointments/:externalId/attendance',
    access: 'apiKey',
    scope: 'appointments:write',
    group,
    summary: 'Marca o comparecimento: attended, missed ou clinicCancelled',
    description: keyNote,
    params: zExternalIdParam,
    body: zAttendanceRequest,
    response: zPublicAppointmentResponse,
    invalidates: [],
  }),
  waitingList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/waiting-list',
    access: 'apiKey',
    scope: 'waiting-list:write',
    group,
    summary: 'Põe o paciente de uma conversa na lista de espera',
    description: keyNote,
    body: zWaitingListRequest,
    status: 201,
    response: zWaitingEntryResponse,
    invalidates: [],
  }),
  agendaReport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/reports/agenda',
    access: 'apiKey',
    scope: 'reports:read',
    group,
    summary: 'O relatório da agenda: confirmações, faltas e vagas preenchidas no período',
    description: `${keyNote} ${REPORT_NUMBER_NOTE}`,
    query: zReportQuery,
    response: zAgendaReport,
  }),
};
