import { localDateInDays } from '../helpers/test-app.ts';
import {
  type Entry,
  MP3,
  appointment,
  get,
  instanceBody,
  probe,
  task,
} from './tenant-isolation-probes.ts';
import { SETTINGS_ROUTES } from './tenant-isolation-settings-routes.ts';

export type { Both, Entry, Probe } from './tenant-isolation-probes.ts';

/**
 * How each route of the app keeps tenants apart, one entry per route (tenant-isolation.test.ts
 * fails on a route missing here); the settings, automation and privacy routes are in
 * tenant-isolation-settings-routes.ts.
 */
export const ROUTES: Record<string, Entry> = {
  'POST /auth/register': { kind: 'public', why: 'creates an account; auth-register.test.ts' },
  'POST /auth/resend-code': { kind: 'public', why: 'same answer for any e-mail; auth-confirm' },
  'POST /auth/refresh': { kind: 'public', why: 'the token is the credential; auth-login' },
  'POST /auth/confirm': { kind: 'public', why: 'the mailed code is the credential' },
  'POST /auth/login': { kind: 'public', why: 'the password is the credential' },
  'POST /auth/logout': { kind: 'session', why: 'ends the calling session only' },
  'POST /auth/forgot-password': { kind: 'public', why: 'same answer for any e-mail; profile' },
  'POST /auth/reset-password': { kind: 'public', why: 'the mailed code is the credential' },
  'GET /auth/invitations/:token': { kind: 'public', why: 'the mailed link is the credential' },
  'POST /auth/invitations/accept': {
    kind: 'public',
    why: "the mailed link and the invited e-mail's password; team.test.ts",
  },
  'GET /dashboard/team': { kind: 'session', read: () => get('/dashboard/team') },
  'GET /dashboard/team/audit': { kind: 'session', read: () => get('/dashboard/team/audit') },
  'POST /dashboard/team/invitations': {
    kind: 'session',
    why: "invites into the caller's own clinic only; team.test.ts",
  },
  'DELETE /dashboard/team/invitations/:id': {
    kind: 'foreign',
    status: 404,
    // A's clinic has no invitation here; a real one of another clinic is tried in team.test.ts.
    attack: ({ a }) => [probe('DELETE', `/dashboard/team/invitations/${a.tagId}`)],
  },
  'PUT /dashboard/team/members/:userId/role': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/team/members/${a.userId}/role`, { role: 'ATENDENTE' }),
    ],
    own: ({ b }) =>
      probe('PUT', `/dashboard/team/members/${b.userId}/role`, { role: 'RESPONSAVEL' }),
  },
  'DELETE /dashboard/team/members/:userId': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/team/members/${a.userId}`)],
    // B is the only Responsável: refused by the last-Responsável rule, not as a stranger.
    own: ({ b }) => probe('DELETE', `/dashboard/team/members/${b.userId}`),
  },
  'PUT /api/profile/update-name': {
    kind: 'session',
    act: () => probe('PUT', '/api/profile/update-name', { name: 'Bruno B.' }),
  },
  'PUT /api/profile/time-zone': {
    kind: 'session',
    act: () => probe('PUT', '/api/profile/time-zone', { timeZone: 'America/Manaus' }),
  },
  'POST /api/profile/request-email-change': { kind: 'session', why: "the caller's own e-mail" },
  'POST /api/profile/confirm-email-change': { kind: 'session', why: "the caller's own e-mail" },
  'POST /api/profile/request-password-change': { kind: 'session', why: "the caller's password" },
  'POST /api/profile/confirm-password-change': { kind: 'session', why: "the caller's password" },
  'GET /api/public-config': { kind: 'public', why: 'no account data' },
  'GET /healthz': { kind: 'public', why: 'no account data; health.test.ts' },
  'GET /readyz': { kind: 'public', why: 'no account data; health.test.ts' },
  'GET /api/docs': {
    kind: 'public',
    why: 'the API description, no account data; api-docs.test.ts',
  },
  'GET /api/docs/json': {
    kind: 'public',
    why: 'the OpenAPI document, no account data; api-docs.test.ts',
  },
  'GET /api/notifications/stream': {
    kind: 'session',
    why: "the token picks the user; another user's events never reach it (notifications.test.ts)",
  },
  'POST /dashboard/appointments': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', '/dashboard/appointments', appointment(a.chatId))],
    own: ({ b }) => probe('POST', '/dashboard/appointments', appointment(b.chatId)),
  },
  'GET /dashboard/appointments': {
    kind: 'session',
    // The day of A's appointment (equip-user.ts): B's answer must not name it.
    read: () => get(`/dashboard/appointments?date=${localDateInDays(30).slice(0, 10)}`),
  },
  'GET /dashboard/chats/:chatId/appointments': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/chats/${a.chatId}/appointments`)],
    own: ({ b }) => get(`/dashboard/chats/${b.chatId}/appointments`),
  },
  'PUT /dashboard/appointments/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('PUT', `/dashboard/appointments/${a.appointmentId}`, appointment(a.chatId)),
      probe('PUT', `/dashboard/appointments/${a.appointmentId}`, appointment(b.chatId)),
    ],
    own: ({ b }) =>
      probe('PUT', `/dashboard/appointments/${b.appointmentId}`, appointment(b.chatId)),
  },
  'DELETE /dashboard/appointments/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/appointments/${a.appointmentId}`)],
  },
  'POST /api/tasks': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', '/api/tasks', task(a.chatId))],
    own: ({ b }) => probe('POST', '/api/tasks', task(b.chatId)),
  },
  'GET /api/tasks/chat/:chatId/all': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/api/tasks/chat/${a.chatId}/all`)],
    own: ({ b }) => get(`/api/tasks/chat/${b.chatId}/all`),
  },
  'PUT /api/tasks/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('PUT', `/api/tasks/${a.taskId}`, task(a.chatId)),
      probe('PUT', `/api/tasks/${a.taskId}`, task(b.chatId)),
    ],
    own: ({ b }) => probe('PUT', `/api/tasks/${b.taskId}`, task(b.chatId)),
  },
  'DELETE /api/tasks/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/api/tasks/${a.taskId}`)],
    own: ({ b }) => probe('DELETE', `/api/tasks/${b.taskId}`),
  },
  'POST /api/tasks/:id/complete': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', `/api/tasks/${a.taskId}/complete`)],
    own: ({ b }) => probe('POST', `/api/tasks/${b.taskId}/complete`),
  },
  'GET /api/dev/webinstances': {
    kind: 'foreign',
    status: 403,
    attack: () => [get('/api/dev/webinstances')],
  },
  'POST /api/dev/webinstances': {
    kind: 'foreign',
    status: 403,
    attack: ({ a, b }) => [
      probe('POST', '/api/dev/webinstances', instanceBody(a.userId)),
      probe('POST', '/api/dev/webinstances', instanceBody(b.userId)),
    ],
  },
  'GET /api/dev/webinstances/:id': {
    kind: 'foreign',
    status: 403,
    attack: ({ a, b }) => [
      get(`/api/dev/webinstances/${a.instanceRowId}`),
      get(`/api/dev/webinstances/${b.instanceRowId}`),
    ],
  },
  'PUT /api/dev/webinstances/:id': {
    kind: 'foreign',
    status: 403,
    attack: ({ a, b }) => [
      probe('PUT', `/api/dev/webinstances/${a.instanceRowId}`, {
        userId: b.userId,
        status: 'DEACTIVATED',
      }),
      probe('PUT', `/api/dev/webinstances/${b.instanceRowId}`, { seuToken: 'OUTRO' }),
    ],
  },
  'DELETE /api/dev/webinstances/:id': {
    kind: 'foreign',
    status: 403,
    attack: ({ a }) => [probe('DELETE', `/api/dev/webinstances/${a.instanceRowId}?confirm=true`)],
  },
  'GET /api/dev/users': { kind: 'foreign', status: 403, attack: () => [get('/api/dev/users')] },
  'GET /dashboard': {
    kind: 'foreign',
    // The spec's `?userId=` names the caller; another id is refused like a role ('Acesso negado').
    status: 403,
    attack: ({ a }) => [get(`/dashboard?userId=${a.userId}`)],
    own: ({ b }) => get(`/dashboard?userId=${b.userId}`),
  },
  'GET /dashboard/zapi/status': { kind: 'session', read: () => get('/dashboard/zapi/status') },
  'GET /dashboard/zapi/qr-code': { kind: 'session', read: () => get('/dashboard/zapi/qr-code') },
  'GET /dashboard/zapi/chats': { kind: 'session', read: () => get('/dashboard/zapi/chats') },
  'GET /dashboard/zapi/chats/changes': {
    kind: 'session',
    // From the start of time: every card of the caller's, none of anyone else's.
    read: () => get('/dashboard/zapi/chats/changes?since=0.0'),
  },
  'GET /dashboard/zapi/chats_info': {
    kind: 'session',
    read: () => get('/dashboard/zapi/chats_info'),
  },
  'GET /dashboard/zapi/chats_loading_progress': {
    kind: 'session',
    read: () => get('/dashboard/zapi/chats_loading_progress'),
  },
  'PUT /dashboard/zapi/chats/:chatId/column': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/zapi/chats/${a.chatId}/column`, { column: 'vip' }),
    ],
    own: ({ b }) => probe('PUT', `/dashboard/zapi/chats/${b.chatId}/column`, { column: 'vip' }),
  },
  'PUT /dashboard/zapi/chats/:chatId/assignee': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      // A's chat, to B; and B's chat, to A (who is not of B's clinic).
      probe('PUT', `/dashboard/zapi/chats/${a.chatId}/assignee`, { userId: b.userId }),
      probe('PUT', `/dashboard/zapi/chats/${b.chatId}/assignee`, { userId: a.userId }),
    ],
    own: ({ b }) =>
      probe('PUT', `/dashboard/zapi/chats/${b.chatId}/assignee`, { userId: b.userId }),
  },
  'POST /dashboard/presence': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', '/dashboard/presence', { chatId: a.chatId, state: 'viewing' }),
    ],
    own: ({ b }) => probe('POST', '/dashboard/presence', { chatId: b.chatId, state: 'viewing' }),
  },
  'POST /dashboard/chats/:chatId/erase': {
    kind: 'foreign',
    status: 404,
    // With A's own number typed: the confirmation is right, the chat is not B's.
    attack: ({ a }) => [
      probe('POST', `/dashboard/chats/${a.chatId}/erase`, { confirmPhone: a.chatId }),
    ],
    // B's chat is found and the wrong confirmation refused (422): B's data stays for the others.
    own: ({ b }) => probe('POST', `/dashboard/chats/${b.chatId}/erase`, { confirmPhone: '0' }),
  },
  'PUT /dashboard/zapi/chats/:chatId/tags': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('PUT', `/dashboard/zapi/chats/${a.chatId}/tags`, { tagIds: [] }),
      probe('PUT', `/dashboard/zapi/chats/${a.chatId}/tags`, { tagIds: [b.tagId] }),
      // B's own chat with A's tag: the tag is not B's, so it is absent.
      probe('PUT', `/dashboard/zapi/chats/${b.chatId}/tags`, { tagIds: [a.tagId] }),
    ],
    own: ({ b }) => probe('PUT', `/dashboard/zapi/chats/${b.chatId}/tags`, { tagIds: [b.tagId] }),
  },
  'PATCH /dashboard/chats/:chatId/reset-routine': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PATCH', `/dashboard/chats/${a.chatId}/reset-routine`)],
    own: ({ b }) => probe('PATCH', `/dashboard/chats/${b.chatId}/reset-routine`),
  },
  'PUT /dashboard/chats/:chatId/mark-read': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PUT', `/dashboard/chats/${a.chatId}/mark-read`)],
    own: ({ b }) => probe('PUT', `/dashboard/chats/${b.chatId}/mark-read`),
  },
  'POST /dashboard/messages/send': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', '/dashboard/messages/send', {
        chatId: a.chatId,
        phone: a.chatId,
        message: 'Invasão',
      }),
    ],
    own: ({ b }) =>
      probe('POST', '/dashboard/messages/send', {
        chatId: b.chatId,
        phone: b.chatId,
        message: 'Minha',
      }),
  },
  'POST /dashboard/messages/send-audio': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', '/dashboard/messages/send-audio', {
        chatId: a.chatId,
        phone: a.chatId,
        audio: MP3,
        duration: 1,
      }),
    ],
    own: ({ b }) =>
      probe('POST', '/dashboard/messages/send-audio', {
        chatId: b.chatId,
        phone: b.chatId,
        audio: MP3,
        duration: 1,
      }),
  },
  'PUT /dashboard/messages/edit': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('PUT', '/dashboard/messages/edit', {
        phone: a.chatId,
        editMessageId: a.sentMessageId,
        message: 'Editada',
      }),
      probe('PUT', '/dashboard/messages/edit', {
        phone: b.chatId,
        editMessageId: a.sentMessageId,
        message: 'Editada',
      }),
    ],
    own: ({ b }) =>
      probe('PUT', '/dashboard/messages/edit', {
        phone: b.chatId,
        editMessageId: b.sentMessageId,
        message: 'Editada',
      }),
  },
  'GET /dashboard/messages/:chatId': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      get(`/dashboard/messages/${a.chatId}`),
      get(`/dashboard/messages/${a.chatId}?limit=50`),
      get(`/dashboard/messages/${a.chatId}?since=0`),
    ],
    own: ({ b }) => get(`/dashboard/messages/${b.chatId}`),
  },
  'GET /dashboard/media/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      // B's valid signature on A's file, and A's file claimed for B.
      get(b.mediaUrl.replace(b.mediaId, a.mediaId)),
      get(a.mediaUrl.replace(a.userId, b.userId)),
    ],
    own: ({ b }) => get(b.mediaUrl),
  },
  'GET /dashboard/tags': { kind: 'session', read: () => get('/dashboard/tags') },
  'POST /dashboard/tags': {
    kind: 'session',
    act: () => probe('POST', '/dashboard/tags', { name: 'Retorno ISOA' }),
  },
  'PUT /dashboard/tags/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PUT', `/dashboard/tags/${a.tagId}`, { name: 'Tomada' })],
    own: ({ b }) => probe('PUT', `/dashboard/tags/${b.tagId}`, { name: 'Minha' }),
  },
  'DELETE /dashboard/tags/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/tags/${a.tagId}`)],
    own: ({ b }) => probe('DELETE', `/dashboard/tags/${b.tagId}`),
  },
  ...SETTINGS_ROUTES,
  'POST /webhooks/zapi/:secret': {
    kind: 'foreign',
    // No session: the secret is B's. A payload naming A's instance and chat lands in B's account
    // (the snapshot proves A's rows are untouched); an unknown secret is 404.
    status: 200,
    attack: ({ a, b }) => [
      {
        method: 'POST',
        url: `/webhooks/zapi/${b.webhookSecret}`,
        as: 'none',
        payload: {
          type: 'ReceivedCallback',
          instanceId: a.instanceId,
          messageId: 'ISOLAMENTO-1',
          phone: a.chatId,
          fromMe: false,
          momment: Date.now(),
          chatName: 'Invasor',
          text: { message: 'Mensagem que não pode chegar à conta A' },
        },
      },
    ],
  },
};
