import { SEND_FILE_BODY_LIMIT, ENDPOINTS, endpointKey } from '@conecta/contract';
import { z } from 'zod';

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
/** The access log's period: the last 30 days (AAAA-MM-DD, both included). */
const PERIOD = { from: localDateInDays(-29).slice(0, 10), to: localDateInDays(0).slice(0, 10) };
/** A log page's cursor (`next` of the page before): a time and an entry's id. */
const CURSOR = { before: `${new Date().toISOString()}~${ID.id}` };

/** A valid request to a declared endpoint: its schemas and access come from the contract. */
type Sample = Omit<EndpointSpec, 'auth' | 'body'> & { body?: Record<string, unknown> };

/**
 * The public API's key routes are fed no key: each malformed call is refused before its input is
 * read (401); their input's refusals with a key are in public-api.test.ts.
 */
const AUTH = {
  public: 'none',
  session: 'user',
  responsavel: 'user',
  admin: 'admin',
  apiKey: 'none',
} as const;

/**
 * Every declared endpoint, with the input schema and the access of its contract declaration and
 * a valid sample from SAMPLES (a declared endpoint with a body and no sample throws here).
 */
function declaredSpecs(): Record<string, EndpointSpec> {
  return Object.fromEntries(
    ENDPOINTS.map((endpoint) => {
      const key = endpointKey(endpoint);
      const { body, ...rest } = SAMPLES[key] ?? {};
      if (endpoint.body && !body) throw new Error(`${key}: sem exemplo de corpo em SAMPLES`);
      const spec: EndpointSpec = { ...rest, auth: AUTH[endpoint.access] };
      if (endpoint.body && body) spec.body = { schema: endpoint.body, sample: body };
      return [key, spec];
    }),
  );
}

/**
 * Every route of the app and what it takes: the declared endpoints from the contract, and the
 * few routes outside it (the stream, the webhook, health and docs: the server's own, not the
 * web's)
 * by hand. A route missing here fails the bad-input test, like the tenant-isolation table.
 * `webhookSecret` is filled in at run time so the webhook's own body handling is reached.
 */
export function endpointSpecs(webhookSecret: string): Record<string, EndpointSpec> {
  return {
    ...declaredSpecs(),
    'GET /healthz': { auth: 'none', noInput: 'no input: the process answers' },
    'GET /readyz': { auth: 'none', noInput: 'no input: database and migrations' },
    'GET /api/docs': { auth: 'none', noInput: 'no input: the API description as a page' },
    'GET /api/docs/json': { auth: 'none', noInput: 'no input: the OpenAPI document' },
    'GET /api/notifications/stream': {
      auth: 'stream',
      // Never a valid token here: a valid one opens a stream that does not end.
      query: { token: 'token-invalido', lastEventId: '1' },
    },
    'POST /webhooks/zapi/:secret': {
      auth: 'none',
      // The real secret, so a broken body reaches the webhook's own parsing.
      params: { secret: webhookSecret },
      bodyLimit: 5 * 1024 * 1024,
    },
    // Meta's handshake: any token that is not a Cloud API number's is refused (403).
    'GET /webhooks/whatsapp': {
      auth: 'none',
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'token-de-ninguem',
        'hub.challenge': '1',
      },
    },
    // Unsigned or badly signed, every body is refused before it is read (401/403).
    'POST /webhooks/whatsapp': {
      auth: 'none',
      body: {
        schema: z.looseObject({ object: z.string(), entry: z.array(z.unknown()) }),
        sample: { object: 'whatsapp_business_account', entry: [] },
      },
    },
  };
}

/** Valid samples for the declared endpoints (the schemas and access come from the contract). */
export const SAMPLES: Record<string, Sample> = {
  'POST /auth/register': {
    body: { name: 'Ana', email: EMAIL, password: 'senha-forte-123', timeZone: 'UTC' },
  },
  'POST /auth/resend-code': { body: { email: EMAIL } },
  'POST /auth/refresh': { body: { token: 'um-token' } },
  'POST /auth/confirm': { body: { email: EMAIL, code: '123456' } },
  'GET /auth/invitations/:token': { params: { token: 'A'.repeat(43) } },
  'POST /auth/invitations/accept': {
    body: { token: 'A'.repeat(43), name: 'Bruno', password: 'senha-forte-123' },
  },
  'GET /dashboard/team': {},
  'GET /dashboard/team/audit': { query: CURSOR },
  'POST /dashboard/team/invitations': { body: { email: EMAIL, role: 'ATENDENTE' } },
  'DELETE /dashboard/team/invitations/:id': { params: ID },
  'PUT /dashboard/team/members/:userId/role': {
    params: { userId: ID.id },
    body: { role: 'ATENDENTE' },
  },
  'DELETE /dashboard/team/members/:userId': { params: { userId: ID.id } },
  'POST /auth/login': { body: { email: EMAIL, password: 'senha-forte-123' } },
  'POST /auth/logout': {},
  'POST /auth/forgot-password': { body: { email: EMAIL } },
  'POST /auth/reset-password': { body: { token: 'A'.repeat(43), password: 'senha-forte-123' } },
  'PUT /api/profile/update-name': { body: { name: 'Ana' } },
  'PUT /api/profile/time-zone': { body: { timeZone: 'America/Manaus' } },
  'POST /api/profile/request-email-change': { body: { newEmail: 'novo@clinica.test' } },
  'POST /api/profile/confirm-email-change': {
    body: { newEmail: 'novo@clinica.test', code: '123456' },
  },
  'POST /api/profile/request-password-change': { body: { newPassword: 'senha-nova-123' } },
  'POST /api/profile/confirm-password-change': {
    body: { newPassword: 'senha-nova-123', code: '123456' },
  },
  'GET /api/public-config': { noInput: 'no input: public flags only' },
  'POST /api/tasks': { body: TASK },
  'GET /api/tasks/chat/:chatId/all': { params: CHAT },
  'POST /dashboard/appointments': { body: APPOINTMENT },
  'POST /dashboard/settings/api-keys': { body: { name: 'Agenda', scopes: ['chats:read'] } },
  'DELETE /dashboard/settings/api-keys/:id': { params: ID },
  'PUT /dashboard/calendars/feed': { body: { professional: 'Dra. Ana' } },
  'DELETE /dashboard/calendars/:id/feed': { params: ID },
  'PUT /dashboard/calendars/import': {
    body: { professional: 'Dra. Ana', url: 'https://calendar.example.com/a.ics' },
  },
  'DELETE /dashboard/calendars/:id/import': { params: ID },
  'POST /dashboard/calendars/unmatched/:id/link': { params: ID, body: CHAT },
  'GET /api/calendar-feeds/:file': { params: { file: 'nada.ics' } },
  // Issue 49's outbound webhooks.
  'POST /dashboard/settings/webhooks': {
    body: { url: 'https://exemplo.com.br/hook', events: ['message.received'] },
  },
  'PATCH /dashboard/settings/webhooks/:id': {
    params: ID,
    body: { url: 'https://exemplo.com.br/novo', events: ['chat.moved'], enabled: false },
  },
  'POST /dashboard/settings/webhooks/:id/rotate': { params: ID },
  'POST /dashboard/settings/webhooks/:id/enable': { params: ID },
  'DELETE /dashboard/settings/webhooks/:id': { params: ID },
  'GET /dashboard/settings/webhooks/:id/deliveries': { params: ID },
  'POST /dashboard/settings/webhooks/:id/deliveries/:deliveryId/resend': {
    params: { ...ID, deliveryId: ID.id },
  },
  'GET /api/v1/chats': { query: { limit: '10' } },
  'GET /api/v1/chats/:chatId/messages': { params: CHAT, query: { limit: '10' } },
  'POST /api/v1/messages': { body: { chatId: CHAT.chatId, text: 'Olá' } },
  'GET /api/v1/appointments': { query: { date: PERIOD.to } },
  'PUT /api/v1/appointments/:externalId': { params: { externalId: 'x1' }, body: APPOINTMENT },
  'DELETE /api/v1/appointments/:externalId': { params: { externalId: 'x1' } },
  'PUT /api/v1/appointments/:externalId/attendance': {
    params: { externalId: 'x1' },
    body: { attendance: 'missed' },
  },
  'POST /api/v1/waiting-list': { body: { chatId: CHAT.chatId, procedure: 'Limpeza' } },
  'GET /api/v1/reports/agenda': { query: { period: '30d', numberId: ID.id } },
  'GET /dashboard/appointments': { query: { date: '2030-01-15' } },
  'GET /dashboard/chats/:chatId/appointments': { params: CHAT },
  'PUT /dashboard/appointments/:id': { params: ID, body: APPOINTMENT },
  'DELETE /dashboard/appointments/:id': { params: ID },
  'PUT /dashboard/appointments/:id/attendance': { params: ID, body: { attendance: 'attended' } },
  'POST /dashboard/appointments/:id/restore': { params: ID },
  'POST /dashboard/waiting-list': {
    body: {
      chatId: CHAT.chatId,
      professional: 'Dra. Ana',
      procedure: 'Limpeza',
      days: [1, 3],
      periods: ['morning'],
      note: 'Prefere cedo',
    },
  },
  'DELETE /dashboard/waiting-list/:id': { params: ID },
  'POST /dashboard/waiting-list/offers': { body: { appointmentId: ID.id } },
  'PUT /dashboard/settings/waiting-list': { body: { minHoursAhead: 3, maxMessagesPerSlot: 5 } },
  'PUT /dashboard/settings/satisfaction': { body: { enabled: true, hoursAfter: 2 } },
  'PUT /api/tasks/:id': { params: ID, body: TASK },
  'DELETE /api/tasks/:id': { params: ID },
  'POST /api/tasks/:id/complete': { params: ID },
  'GET /api/dev/webinstances': {},
  'POST /api/dev/webinstances': {
    body: {
      userId: ID.id,
      status: 'ACTIVE',
      clientToken: '',
      seuToken: 'TOKEN',
      suaInstancia: 'INST',
      connectedPhone: '5511999990000',
      expiraEm: null,
    },
  },
  'GET /api/dev/webinstances/:id': { params: ID },
  'PUT /api/dev/webinstances/:id': { params: ID, body: { status: 'ACTIVE', seuToken: 'TOKEN' } },
  'DELETE /api/dev/webinstances/:id': { params: ID, query: { confirm: 'true' } },
  'GET /api/dev/users': {},
  'GET /dashboard': { query: { userId: ID.id } },
  'GET /dashboard/numbers': {},
  'GET /dashboard/zapi/status': {},
  'GET /dashboard/zapi/qr-code': {},
  'POST /dashboard/zapi/restore': {},
  // One of the clinic's numbers (issue 48); an id of the right form that names none: 404.
  'GET /dashboard/zapi/outage': { query: { numberId: ID.id } },
  'GET /dashboard/zapi/health': { query: { numberId: ID.id } },
  'GET /dashboard/backups/status': {},
  'PUT /dashboard/zapi/health/alert': { body: { minutes: 10 } },
  // The board in pages (issue 51): a column's next page under a search.
  'GET /dashboard/zapi/chats': {
    query: {
      limit: '5',
      column: 'inbox',
      after: `${new Date().toISOString()}~${ID.id}`,
      q: 'bom dia',
    },
    anyText: ['q'],
  },
  'GET /dashboard/zapi/chats/counts': {
    query: { q: 'bom dia', unread: 'true', hideGroups: 'inbox,vip' },
    anyText: ['q'],
  },
  'GET /dashboard/zapi/chats/changes': { query: { since: '0.1' } },
  'GET /dashboard/chats/search': { query: { q: 'bom dia' }, anyText: ['q'] },
  'GET /dashboard/zapi/chats_info': {},
  'GET /dashboard/zapi/chats_loading_progress': {},
  'PUT /dashboard/zapi/chats/:chatId/column': { params: CHAT, body: { column: 'vip' } },
  'PUT /dashboard/zapi/chats/:chatId/assignee': { params: CHAT, body: { userId: null } },
  'POST /dashboard/presence': { body: { chatId: CHAT.chatId, state: 'viewing' } },
  'PUT /dashboard/zapi/chats/:chatId/tags': { params: CHAT, body: { tagIds: [ID.id] } },
  'POST /dashboard/chats/:chatId/erase': { params: CHAT, body: { confirmPhone: '5511900000001' } },
  'POST /dashboard/chats/:chatId/export': { params: CHAT },
  'GET /dashboard/privacy/patient-export': {
    query: { c: CHAT.chatId, u: ID.id, m: ID.id, exp: '4102444800', sig: 'A'.repeat(43) },
  },
  'PATCH /dashboard/chats/:chatId/reset-routine': { params: CHAT, body: {} },
  'GET /dashboard/tags': {},
  'POST /dashboard/tags': { body: { name: 'Retorno', color: '#EF4444' } },
  'PUT /dashboard/tags/:id': { params: ID, body: { name: 'Retorno', color: '#EF4444' } },
  'DELETE /dashboard/tags/:id': { params: ID },
  'GET /dashboard/routines': {},
  'GET /dashboard/routines/stop-words': {},
  'GET /dashboard/routines/:id/removal-reach': { params: ID },
  'GET /dashboard/routines/reach': {
    query: { sequenceNumber: '1', hoursDelay: '0.5', reachBackHours: '0' },
  },
  'PUT /dashboard/routines/stop-words': { body: { words: ['PARAR', 'STOP'] } },
  'GET /dashboard/settings/reminders': {},
  'GET /dashboard/appointments/upcoming': {},
  'GET /dashboard/appointments/names': {},
  'GET /dashboard/settings/retention': {},
  'GET /dashboard/settings/retention/preview': { query: { months: '12' } },
  // The number filter (issue 48) fuzzed too: a well-formed id of no number is the valid sample's 404.
  'GET /api/reports/answering': { query: { period: 'custom', ...PERIOD, numberId: ID.id } },
  'GET /api/reports/funnel': { query: { period: '30d', numberId: ID.id } },
  'GET /api/reports/satisfaction': { query: { period: '30d', numberId: ID.id } },
  'GET /api/reports/agenda': { query: { period: '30d', numberId: ID.id } },
  'GET /api/reports/team': { query: { period: '30d', numberId: ID.id } },
  'GET /api/reports/automation': { query: { period: '30d', numberId: ID.id } },
  'PUT /dashboard/settings/retention': { body: { months: 12 } },
  'PUT /dashboard/assistant/settings': {
    body: { enabled: false, autoTranscribe: false, knowledgeBase: 'Consulta: R$ 250,00.' },
  },
  'POST /dashboard/chats/:chatId/audios/:id/transcribe': { params: { ...CHAT, ...ID } },
  'POST /dashboard/chats/:chatId/suggest-reply': { params: CHAT },
  'POST /dashboard/chats/:chatId/summary': { params: CHAT },
  'POST /dashboard/push/subscriptions': {
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      label: 'Chrome no Android',
      privacy: false,
    },
  },
  'POST /dashboard/push/subscriptions/remove': {
    body: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' },
  },
  'PUT /dashboard/push/quiet-hours': { body: { quietHours: { starts: '22:00', ends: '07:00' } } },
  'GET /dashboard/privacy/access-log': {
    // The patient filter is free text (any name or phone): the member id and the period's
    // days are what is checked.
    query: { member: '00000000-0000-4000-8000-000000000000', ...PERIOD, ...CURSOR },
  },
  'GET /dashboard/privacy/access-log.csv': {
    query: { member: '00000000-0000-4000-8000-000000000000', ...PERIOD, ...CURSOR },
  },
  'POST /dashboard/privacy/exports': { body: { kind: 'board', rows: 3 } },
  'PUT /dashboard/settings/reminders': {
    body: { template: 'Oi {nome}, até {data} às {hora}.', respectOpeningHours: true },
  },
  'GET /dashboard/settings/opening-hours': {},
  'PUT /dashboard/settings/opening-hours': {
    body: {
      enabled: true,
      timeZone: 'America/Sao_Paulo',
      days: [[], [{ start: '08:00', end: '18:00' }], [], [], [], [], []],
      closedDates: ['2030-12-25'],
    },
  },
  'GET /dashboard/settings/send-pacing': {},
  'PUT /dashboard/settings/send-pacing': {
    body: { dailyCap: 150, warmUp: true, minGapSeconds: 4, extraGapSeconds: 6 },
  },
  'GET /dashboard/settings/clinic': {},
  'PUT /dashboard/settings/clinic': { body: { name: 'Clínica Sorriso' } },
  'POST /dashboard/routines': { body: ROUTINE },
  'PUT /dashboard/routines/:id': { params: ID, body: ROUTINE },
  'DELETE /dashboard/routines/:id': { params: ID },
  'GET /dashboard/pre-configured-texts': {},
  'POST /dashboard/pre-configured-texts': { body: { title: 'Endereço', content: 'Rua A' } },
  'PUT /dashboard/pre-configured-texts/:id': {
    params: ID,
    body: { title: 'Endereço', content: 'Rua A' },
  },
  'DELETE /dashboard/pre-configured-texts/:id': { params: ID },
  'GET /dashboard/chats/:chatId/notes': { params: CHAT },
  'POST /dashboard/chats/:chatId/notes': { params: CHAT, body: { text: 'Nota', mentions: [] } },
  'GET /dashboard/chats/:chatId/merge-preview': {
    params: CHAT,
    query: { absorb: '5511900000001' },
  },
  'POST /dashboard/chats/:chatId/merge': { params: CHAT, body: { absorb: '5511900000001' } },
  'GET /dashboard/chats/:chatId/merges': { params: CHAT },
  'POST /dashboard/chat-merges/:mergeId/undo': { params: { mergeId: ID.id } },
  'PUT /dashboard/notes/:id': { params: ID, body: { text: 'Nota', mentions: [] } },
  'DELETE /dashboard/notes/:id': { params: ID },
  'GET /dashboard/mentions': {},
  'PUT /dashboard/chats/:chatId/mentions/read': { params: CHAT },
  'PUT /dashboard/chats/:chatId/mark-read': { params: CHAT },
  'GET /dashboard/chats/:chatId/window': { params: CHAT },
  'PUT /dashboard/chats/:chatId/automatic-consent': { params: CHAT, body: { given: true } },
  'POST /dashboard/messages/send-template': {
    body: { chatId: CHAT.chatId, templateId: ID.id, variables: ['Ana'] },
  },
  'POST /dashboard/whatsapp-templates': {
    body: { name: 'lembrete_consulta', category: 'UTILITY', body: 'Olá {{1}}' },
  },
  'PUT /dashboard/whatsapp-templates/automatic': {
    body: { reminders: ID.id, followUps: null },
  },
  'POST /dashboard/messages/send': {
    body: { chatId: CHAT.chatId, phone: CHAT.chatId, message: 'Olá' },
  },
  'POST /dashboard/messages/send-audio': {
    bodyLimit: 23 * 1024 * 1024,
    body: { chatId: CHAT.chatId, phone: CHAT.chatId, audio: MP3, duration: 1 },
  },
  'POST /dashboard/messages/send-file': {
    bodyLimit: SEND_FILE_BODY_LIMIT,
    body: {
      chatId: CHAT.chatId,
      phone: CHAT.chatId,
      file: `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
      fileName: 'preparo.pdf',
      caption: 'Preparo do exame',
    },
  },
  'PUT /dashboard/messages/edit': {
    body: { phone: CHAT.chatId, editMessageId: 'MSG1', message: 'Olá' },
  },
  'GET /dashboard/messages/:chatId': {
    params: CHAT,
    query: { limit: '50', before: ID.id, since: '1' },
  },
  'GET /dashboard/media/:id': {
    params: ID,
    query: { u: ID.id, exp: '4102444800', sig: 'assinatura-falsa' },
  },
};
