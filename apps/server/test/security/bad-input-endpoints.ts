import {
  zAcceptInvitationRequest,
  zAssignRequest,
  zChatTagsRequest,
  zConfirmEmailChangeRequest,
  zConfirmPasswordChangeRequest,
  zConfirmRequest,
  zCreateInstanceRequest,
  zEditMessageRequest,
  zForgotPasswordRequest,
  zInviteRequest,
  zLoginRequest,
  zPresenceRequest,
  zMoveColumnRequest,
  zRefreshRequest,
  zRegisterRequest,
  zRequestEmailChangeRequest,
  zRequestPasswordChangeRequest,
  zResendCodeRequest,
  zResetPasswordRequest,
  zRoleRequest,
  zRoutineRequest,
  zSendAudioRequest,
  zSendMessageRequest,
  zStopWordsRequest,
  zOpeningHours,
  zReminderSettings,
  zExportRecordRequest,
  zEraseRequest,
  zRetentionRequest,
  zAppointmentRequest,
  zTagRequest,
  zTaskRequest,
  zTextRequest,
  zUpdateInstanceRequest,
  zUpdateNameRequest,
  zUpdateTimeZoneRequest,
} from '@conecta/contract';

import type { EndpointSpec } from '../helpers/fuzz/make-request.ts';
import { localDateInDays } from '../helpers/test-app.ts';

/** Ids of the right form that name nothing: a request valid but for them answers 404. */
const ID = { id: 'a0000000-0000-4000-8000-000000000001' };
const CHAT = { chatId: '5511900000000' };
const MP3 = `data:audio/mpeg;base64,${Buffer.alloc(64, 0xff).toString('base64')}`;
const EMAIL = 'fuzz@clinica.test';
const TASK = { chatId: CHAT.chatId, message: 'Lembrete', scheduledDate: localDateInDays(30) };
const APPOINTMENT = {
  chatId: CHAT.chatId,
  startsAt: localDateInDays(30),
  professional: 'Dra. Ana',
  remindHoursBefore: [24, 2],
};
const ROUTINE = { sequenceNumber: 1, textContent: 'Olá', hoursDelay: 24 };

/**
 * Every route of the app and what it takes, from the zod contract. A route missing here fails
 * the bad-input test, like the tenant-isolation table. `webhookSecret` is filled in at run time
 * so the webhook's own body handling is reached.
 */
export function endpointSpecs(webhookSecret: string): Record<string, EndpointSpec> {
  return {
    'POST /auth/register': {
      auth: 'none',
      body: {
        schema: zRegisterRequest,
        sample: { name: 'Ana', email: EMAIL, password: 'senha-forte-123', timeZone: 'UTC' },
      },
    },
    'POST /auth/resend-code': {
      auth: 'none',
      body: { schema: zResendCodeRequest, sample: { email: EMAIL } },
    },
    'POST /auth/refresh': {
      auth: 'none',
      body: { schema: zRefreshRequest, sample: { token: 'um-token' } },
    },
    'POST /auth/confirm': {
      auth: 'none',
      body: { schema: zConfirmRequest, sample: { email: EMAIL, code: '123456' } },
    },
    'GET /auth/invitations/:token': { auth: 'none', params: { token: 'A'.repeat(43) } },
    'POST /auth/invitations/accept': {
      auth: 'none',
      body: {
        schema: zAcceptInvitationRequest,
        sample: { token: 'A'.repeat(43), name: 'Bruno', password: 'senha-forte-123' },
      },
    },
    'GET /dashboard/team': { auth: 'user' },
    'GET /dashboard/team/audit': { auth: 'user' },
    'POST /dashboard/team/invitations': {
      auth: 'user',
      body: { schema: zInviteRequest, sample: { email: EMAIL, role: 'ATENDENTE' } },
    },
    'DELETE /dashboard/team/invitations/:id': { auth: 'user', params: ID },
    'PUT /dashboard/team/members/:userId/role': {
      auth: 'user',
      params: { userId: ID.id },
      body: { schema: zRoleRequest, sample: { role: 'ATENDENTE' } },
    },
    'DELETE /dashboard/team/members/:userId': { auth: 'user', params: { userId: ID.id } },
    'POST /auth/login': {
      auth: 'none',
      body: { schema: zLoginRequest, sample: { email: EMAIL, password: 'senha-forte-123' } },
    },
    'POST /auth/logout': { auth: 'user' },
    'POST /auth/forgot-password': {
      auth: 'none',
      body: { schema: zForgotPasswordRequest, sample: { email: EMAIL } },
    },
    'POST /auth/reset-password': {
      auth: 'none',
      body: {
        schema: zResetPasswordRequest,
        sample: { token: 'A'.repeat(43), password: 'senha-forte-123' },
      },
    },
    'PUT /api/profile/update-name': {
      auth: 'user',
      body: { schema: zUpdateNameRequest, sample: { name: 'Ana' } },
    },
    'PUT /api/profile/time-zone': {
      auth: 'user',
      body: { schema: zUpdateTimeZoneRequest, sample: { timeZone: 'America/Manaus' } },
    },
    'POST /api/profile/request-email-change': {
      auth: 'user',
      body: { schema: zRequestEmailChangeRequest, sample: { newEmail: 'novo@clinica.test' } },
    },
    'POST /api/profile/confirm-email-change': {
      auth: 'user',
      body: {
        schema: zConfirmEmailChangeRequest,
        sample: { newEmail: 'novo@clinica.test', code: '123456' },
      },
    },
    'POST /api/profile/request-password-change': {
      auth: 'user',
      body: { schema: zRequestPasswordChangeRequest, sample: { newPassword: 'senha-nova-123' } },
    },
    'POST /api/profile/confirm-password-change': {
      auth: 'user',
      body: {
        schema: zConfirmPasswordChangeRequest,
        sample: { newPassword: 'senha-nova-123', code: '123456' },
      },
    },
    'GET /api/public-config': { auth: 'none', noInput: 'no input: public flags only' },
    'GET /healthz': { auth: 'none', noInput: 'no input: the process answers' },
    'GET /readyz': { auth: 'none', noInput: 'no input: database and migrations' },
    'GET /api/docs': { auth: 'none', noInput: 'no input: the API description as a page' },
    'GET /api/docs/json': { auth: 'none', noInput: 'no input: the OpenAPI document' },
    'GET /api/notifications/stream': {
      auth: 'stream',
      // Never a valid token here: a valid one opens a stream that does not end.
      query: { token: 'token-invalido', lastEventId: '1' },
    },
    'POST /api/tasks': { auth: 'user', body: { schema: zTaskRequest, sample: TASK } },
    'GET /api/tasks/chat/:chatId/all': { auth: 'user', params: CHAT },
    'POST /dashboard/appointments': {
      auth: 'user',
      body: { schema: zAppointmentRequest, sample: APPOINTMENT },
    },
    'GET /dashboard/appointments': { auth: 'user', query: { date: '2030-01-15' } },
    'GET /dashboard/chats/:chatId/appointments': { auth: 'user', params: CHAT },
    'PUT /dashboard/appointments/:id': {
      auth: 'user',
      params: ID,
      body: { schema: zAppointmentRequest, sample: APPOINTMENT },
    },
    'DELETE /dashboard/appointments/:id': { auth: 'user', params: ID },
    'PUT /api/tasks/:id': {
      auth: 'user',
      params: ID,
      body: { schema: zTaskRequest, sample: TASK },
    },
    'DELETE /api/tasks/:id': { auth: 'user', params: ID },
    'POST /api/tasks/:id/complete': { auth: 'user', params: ID },
    'GET /api/dev/webinstances': { auth: 'admin' },
    'POST /api/dev/webinstances': {
      auth: 'admin',
      body: {
        schema: zCreateInstanceRequest,
        sample: {
          userId: ID.id,
          status: 'ACTIVE',
          clientToken: '',
          seuToken: 'TOKEN',
          suaInstancia: 'INST',
          connectedPhone: '5511999990000',
          expiraEm: null,
        },
      },
    },
    'GET /api/dev/webinstances/:id': { auth: 'admin', params: ID },
    'PUT /api/dev/webinstances/:id': {
      auth: 'admin',
      params: ID,
      body: { schema: zUpdateInstanceRequest, sample: { status: 'ACTIVE', seuToken: 'TOKEN' } },
    },
    'DELETE /api/dev/webinstances/:id': { auth: 'admin', params: ID, query: { confirm: 'true' } },
    'GET /api/dev/users': { auth: 'admin' },
    'GET /dashboard': { auth: 'user', query: { userId: ID.id } },
    'GET /dashboard/zapi/status': { auth: 'user' },
    'GET /dashboard/zapi/qr-code': { auth: 'user' },
    'GET /dashboard/zapi/chats': { auth: 'user' },
    'GET /dashboard/zapi/chats/changes': { auth: 'user', query: { since: '0.1' } },
    'GET /dashboard/zapi/chats_info': { auth: 'user' },
    'GET /dashboard/zapi/chats_loading_progress': { auth: 'user' },
    'PUT /dashboard/zapi/chats/:chatId/column': {
      auth: 'user',
      params: CHAT,
      body: { schema: zMoveColumnRequest, sample: { column: 'vip' } },
    },
    'PUT /dashboard/zapi/chats/:chatId/assignee': {
      auth: 'user',
      params: CHAT,
      body: { schema: zAssignRequest, sample: { userId: null } },
    },
    'POST /dashboard/presence': {
      auth: 'user',
      body: { schema: zPresenceRequest, sample: { chatId: CHAT.chatId, state: 'viewing' } },
    },
    'PUT /dashboard/zapi/chats/:chatId/tags': {
      auth: 'user',
      params: CHAT,
      body: { schema: zChatTagsRequest, sample: { tagIds: [ID.id] } },
    },
    'POST /dashboard/chats/:chatId/erase': {
      auth: 'user',
      params: CHAT,
      body: { schema: zEraseRequest, sample: { confirmPhone: '5511900000001' } },
    },
    'POST /dashboard/chats/:chatId/export': { auth: 'user', params: CHAT },
    'GET /dashboard/privacy/patient-export': {
      auth: 'none',
      query: { c: CHAT.chatId, u: ID.id, m: ID.id, exp: '4102444800', sig: 'A'.repeat(43) },
    },
    'PATCH /dashboard/chats/:chatId/reset-routine': { auth: 'user', params: CHAT },
    'PUT /dashboard/chats/:chatId/mark-read': { auth: 'user', params: CHAT },
    'POST /dashboard/messages/send': {
      auth: 'user',
      body: {
        schema: zSendMessageRequest,
        sample: { chatId: CHAT.chatId, phone: CHAT.chatId, message: 'Olá' },
      },
    },
    'POST /dashboard/messages/send-audio': {
      auth: 'user',
      bodyLimit: 23 * 1024 * 1024,
      body: {
        schema: zSendAudioRequest,
        sample: { chatId: CHAT.chatId, phone: CHAT.chatId, audio: MP3, duration: 1 },
      },
    },
    'PUT /dashboard/messages/edit': {
      auth: 'user',
      body: {
        schema: zEditMessageRequest,
        sample: { phone: CHAT.chatId, editMessageId: 'MSG1', message: 'Olá' },
      },
    },
    'GET /dashboard/messages/:chatId': {
      auth: 'user',
      params: CHAT,
      query: { limit: '50', before: ID.id, since: '1' },
    },
    'GET /dashboard/media/:id': {
      auth: 'none',
      params: ID,
      query: { u: ID.id, exp: '4102444800', sig: 'assinatura-falsa' },
    },
    'GET /dashboard/tags': { auth: 'user' },
    'POST /dashboard/tags': {
      auth: 'user',
      body: { schema: zTagRequest, sample: { name: 'Retorno', color: '#EF4444' } },
    },
    'PUT /dashboard/tags/:id': {
      auth: 'user',
      params: ID,
      body: { schema: zTagRequest, sample: { name: 'Retorno', color: '#EF4444' } },
    },
    'DELETE /dashboard/tags/:id': { auth: 'user', params: ID },
    'GET /dashboard/routines': { auth: 'user' },
    'GET /dashboard/routines/stop-words': { auth: 'user' },
    'GET /dashboard/routines/reach': {
      auth: 'user',
      query: { sequenceNumber: '1', hoursDelay: '0.5', reachBackHours: '0' },
    },
    'PUT /dashboard/routines/stop-words': {
      auth: 'user',
      body: { schema: zStopWordsRequest, sample: { words: ['PARAR', 'STOP'] } },
    },
    'GET /dashboard/settings/reminders': { auth: 'user' },
    'GET /dashboard/appointments/upcoming': { auth: 'user' },
    'GET /dashboard/settings/retention': { auth: 'user' },
    'GET /dashboard/settings/retention/preview': { auth: 'user', query: { months: '12' } },
    'PUT /dashboard/settings/retention': {
      auth: 'user',
      body: { schema: zRetentionRequest, sample: { months: 12 } },
    },
    'GET /dashboard/privacy/access-log': {
      auth: 'user',
      // The patient filter is free text (any name or phone): the member id is what is checked.
      query: { member: '00000000-0000-4000-8000-000000000000' },
    },
    'GET /dashboard/privacy/access-log.csv': {
      auth: 'user',
      // The patient filter is free text (any name or phone): the member id is what is checked.
      query: { member: '00000000-0000-4000-8000-000000000000' },
    },
    'POST /dashboard/privacy/exports': {
      auth: 'user',
      body: { schema: zExportRecordRequest, sample: { kind: 'board', rows: 3 } },
    },
    'PUT /dashboard/settings/reminders': {
      auth: 'user',
      body: {
        schema: zReminderSettings,
        sample: { template: 'Oi {nome}, até {data} às {hora}.', respectOpeningHours: true },
      },
    },
    'GET /dashboard/settings/opening-hours': { auth: 'user' },
    'PUT /dashboard/settings/opening-hours': {
      auth: 'user',
      body: {
        schema: zOpeningHours,
        sample: {
          enabled: true,
          timeZone: 'America/Sao_Paulo',
          days: [[], [{ start: '08:00', end: '18:00' }], [], [], [], [], []],
          closedDates: ['2030-12-25'],
        },
      },
    },
    'POST /dashboard/routines': {
      auth: 'user',
      body: { schema: zRoutineRequest, sample: ROUTINE },
    },
    'PUT /dashboard/routines/:id': {
      auth: 'user',
      params: ID,
      body: { schema: zRoutineRequest, sample: ROUTINE },
    },
    'DELETE /dashboard/routines/:id': { auth: 'user', params: ID },
    'GET /dashboard/pre-configured-texts': { auth: 'user' },
    'POST /dashboard/pre-configured-texts': {
      auth: 'user',
      body: { schema: zTextRequest, sample: { title: 'Endereço', content: 'Rua A' } },
    },
    'PUT /dashboard/pre-configured-texts/:id': {
      auth: 'user',
      params: ID,
      body: { schema: zTextRequest, sample: { title: 'Endereço', content: 'Rua A' } },
    },
    'DELETE /dashboard/pre-configured-texts/:id': { auth: 'user', params: ID },
    'POST /webhooks/zapi/:secret': {
      auth: 'none',
      // The real secret, so a broken body reaches the webhook's own parsing.
      params: { secret: webhookSecret },
      bodyLimit: 5 * 1024 * 1024,
    },
  };
}
