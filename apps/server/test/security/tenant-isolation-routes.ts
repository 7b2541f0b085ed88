import { localDateInDays } from '../helpers/test-app.ts';
import {
  type Entry,
  appointment,
  get,
  instanceBody,
  probe,
  task,
} from './tenant-isolation-probes.ts';
import { CHAT_ROUTES } from './tenant-isolation-chat-routes.ts';
import { SETTINGS_ROUTES } from './tenant-isolation-settings-routes.ts';
import { API_ROUTES } from './tenant-isolation-api-routes.ts';

export type { Both, Entry, Probe } from './tenant-isolation-probes.ts';

/**
 * How each route of the app keeps tenants apart, one entry per route (tenant-isolation.test.ts
 * fails on a route missing here); the board, chat, message and tag routes are in
 * tenant-isolation-chat-routes.ts, the settings, automation and privacy routes in
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
  'PUT /dashboard/appointments/:id/attendance': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/appointments/${a.appointmentId}/attendance`, {
        attendance: 'clinicCancelled',
      }),
    ],
  },
  'POST /dashboard/appointments/:id/restore': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', `/dashboard/appointments/${a.appointmentId}/restore`)],
  },
  'GET /dashboard/waiting-list': { kind: 'session', read: () => get('/dashboard/waiting-list') },
  'POST /dashboard/waiting-list': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', '/dashboard/waiting-list', { chatId: a.chatId, procedure: 'Limpeza' }),
    ],
    own: ({ b }) =>
      probe('POST', '/dashboard/waiting-list', { chatId: b.chatId, procedure: 'Limpeza' }),
  },
  'DELETE /dashboard/waiting-list/:id': {
    kind: 'foreign',
    status: 404,
    // A's clinic keeps no waiting list here; waiting-list.test.ts tries a real entry of another.
    attack: ({ a }) => [probe('DELETE', `/dashboard/waiting-list/${a.tagId}`)],
  },
  'POST /dashboard/waiting-list/offers': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', '/dashboard/waiting-list/offers', { appointmentId: a.appointmentId }),
    ],
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
  ...CHAT_ROUTES,
  ...SETTINGS_ROUTES,
  ...API_ROUTES,
  'GET /webhooks/whatsapp': {
    kind: 'public',
    why: "the verify token is the credential; it answers only Meta's challenge (cloud-api-webhooks)",
  },
  'POST /webhooks/whatsapp': {
    kind: 'public',
    why: "the app secret's signature is the credential; a body signed with A's secret naming B's number is refused and writes nothing (cloud-api-webhooks.test.ts)",
  },
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
