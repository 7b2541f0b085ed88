import type { Owned } from '../helpers/equip-user.ts';

/**
 * How each route of the app keeps tenants apart, one entry per route (tenant-isolation.test.ts
 * fails on a route missing here).
 */

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Whose session calls; B unless said. */
  as?: 'b' | 'none';
}
export interface Both {
  a: Owned;
  b: Owned;
}
export type Entry =
  /** Takes an id: B on A's ids gets `status`; B on B's own ids (`own`) is served. */
  | {
      kind: 'foreign';
      status: 200 | 403 | 404;
      attack: (x: Both) => Probe[];
      own?: (x: Both) => Probe;
    }
  /** Takes no id: the session alone picks the rows. A GET's answer to B must not name A's rows. */
  | { kind: 'session'; read?: (x: Both) => Probe; act?: (x: Both) => Probe; why?: string }
  /** No session: the body or a secret names the account; `why` says where that is proven. */
  | { kind: 'public'; why: string };

// 0.4 s of silence as a tiny MP3: enough for the send-audio schema.
const MP3 = `data:audio/mpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]).toString('base64')}`;
const get = (url: string): Probe => ({ method: 'GET', url });
const task = (chatId: string) => ({
  chatId,
  message: 'Mensagem agendada por outra pessoa',
  scheduledDate: '2026-12-21T09:00',
});
const instanceBody = (userId: string) => ({
  userId,
  seuToken: 'TOKEN-INVASOR',
  suaInstancia: 'INVASOR1',
  connectedPhone: '5511900009999',
});

export const ROUTES: Record<string, Entry> = {
  'POST /auth/register': { kind: 'public', why: 'creates an account; auth-register.test.ts' },
  'POST /auth/resend-code': { kind: 'public', why: 'same answer for any e-mail; auth-confirm' },
  'POST /auth/refresh': { kind: 'public', why: 'the token is the credential; auth-login' },
  'POST /auth/confirm': { kind: 'public', why: 'the mailed code is the credential' },
  'POST /auth/login': { kind: 'public', why: 'the password is the credential' },
  'POST /auth/logout': { kind: 'session', why: 'ends the calling session only' },
  'POST /auth/forgot-password': { kind: 'public', why: 'same answer for any e-mail; profile' },
  'POST /auth/reset-password': { kind: 'public', why: 'the mailed code is the credential' },
  'PUT /api/profile/update-name': {
    kind: 'session',
    act: () => ({ method: 'PUT', url: '/api/profile/update-name', payload: { name: 'Bruno B.' } }),
  },
  'PUT /api/profile/time-zone': {
    kind: 'session',
    act: () => ({
      method: 'PUT',
      url: '/api/profile/time-zone',
      payload: { timeZone: 'America/Manaus' },
    }),
  },
  'POST /api/profile/request-email-change': { kind: 'session', why: "the caller's own e-mail" },
  'POST /api/profile/confirm-email-change': { kind: 'session', why: "the caller's own e-mail" },
  'POST /api/profile/request-password-change': { kind: 'session', why: "the caller's password" },
  'POST /api/profile/confirm-password-change': { kind: 'session', why: "the caller's password" },
  'GET /api/public-config': { kind: 'public', why: 'no account data' },
  'GET /api/notifications/stream': {
    kind: 'session',
    why: "the token picks the user; another user's events never reach it (notifications.test.ts)",
  },
  'POST /api/tasks': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'POST', url: '/api/tasks', payload: task(a.chatId) }],
    own: ({ b }) => ({ method: 'POST', url: '/api/tasks', payload: task(b.chatId) }),
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
      { method: 'PUT', url: `/api/tasks/${a.taskId}`, payload: task(a.chatId) },
      { method: 'PUT', url: `/api/tasks/${a.taskId}`, payload: task(b.chatId) },
    ],
    own: ({ b }) => ({ method: 'PUT', url: `/api/tasks/${b.taskId}`, payload: task(b.chatId) }),
  },
  'DELETE /api/tasks/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'DELETE', url: `/api/tasks/${a.taskId}` }],
    own: ({ b }) => ({ method: 'DELETE', url: `/api/tasks/${b.taskId}` }),
  },
  'POST /api/tasks/:id/complete': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'POST', url: `/api/tasks/${a.taskId}/complete` }],
    own: ({ b }) => ({ method: 'POST', url: `/api/tasks/${b.taskId}/complete` }),
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
      { method: 'POST', url: '/api/dev/webinstances', payload: instanceBody(a.userId) },
      { method: 'POST', url: '/api/dev/webinstances', payload: instanceBody(b.userId) },
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
      {
        method: 'PUT',
        url: `/api/dev/webinstances/${a.instanceRowId}`,
        payload: { userId: b.userId, status: 'DEACTIVATED' },
      },
      {
        method: 'PUT',
        url: `/api/dev/webinstances/${b.instanceRowId}`,
        payload: { seuToken: 'OUTRO' },
      },
    ],
  },
  'DELETE /api/dev/webinstances/:id': {
    kind: 'foreign',
    status: 403,
    attack: ({ a }) => [
      { method: 'DELETE', url: `/api/dev/webinstances/${a.instanceRowId}?confirm=true` },
    ],
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
      {
        method: 'PUT',
        url: `/dashboard/zapi/chats/${a.chatId}/column`,
        payload: { column: 'vip' },
      },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: `/dashboard/zapi/chats/${b.chatId}/column`,
      payload: { column: 'vip' },
    }),
  },
  'PUT /dashboard/zapi/chats/:chatId/tags': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      { method: 'PUT', url: `/dashboard/zapi/chats/${a.chatId}/tags`, payload: { tagIds: [] } },
      {
        method: 'PUT',
        url: `/dashboard/zapi/chats/${a.chatId}/tags`,
        payload: { tagIds: [b.tagId] },
      },
      // B's own chat with A's tag: the tag is not B's, so it is absent.
      {
        method: 'PUT',
        url: `/dashboard/zapi/chats/${b.chatId}/tags`,
        payload: { tagIds: [a.tagId] },
      },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: `/dashboard/zapi/chats/${b.chatId}/tags`,
      payload: { tagIds: [b.tagId] },
    }),
  },
  'PATCH /dashboard/chats/:chatId/reset-routine': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'PATCH', url: `/dashboard/chats/${a.chatId}/reset-routine` }],
    own: ({ b }) => ({ method: 'PATCH', url: `/dashboard/chats/${b.chatId}/reset-routine` }),
  },
  'PUT /dashboard/chats/:chatId/mark-read': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'PUT', url: `/dashboard/chats/${a.chatId}/mark-read` }],
    own: ({ b }) => ({ method: 'PUT', url: `/dashboard/chats/${b.chatId}/mark-read` }),
  },
  'POST /dashboard/messages/send': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      {
        method: 'POST',
        url: '/dashboard/messages/send',
        payload: { chatId: a.chatId, phone: a.chatId, message: 'Invasão' },
      },
    ],
    own: ({ b }) => ({
      method: 'POST',
      url: '/dashboard/messages/send',
      payload: { chatId: b.chatId, phone: b.chatId, message: 'Minha' },
    }),
  },
  'POST /dashboard/messages/send-audio': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      {
        method: 'POST',
        url: '/dashboard/messages/send-audio',
        payload: { chatId: a.chatId, phone: a.chatId, audio: MP3, duration: 1 },
      },
    ],
    own: ({ b }) => ({
      method: 'POST',
      url: '/dashboard/messages/send-audio',
      payload: { chatId: b.chatId, phone: b.chatId, audio: MP3, duration: 1 },
    }),
  },
  'PUT /dashboard/messages/edit': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      {
        method: 'PUT',
        url: '/dashboard/messages/edit',
        payload: { phone: a.chatId, editMessageId: a.sentMessageId, message: 'Editada' },
      },
      {
        method: 'PUT',
        url: '/dashboard/messages/edit',
        payload: { phone: b.chatId, editMessageId: a.sentMessageId, message: 'Editada' },
      },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: '/dashboard/messages/edit',
      payload: { phone: b.chatId, editMessageId: b.sentMessageId, message: 'Editada' },
    }),
  },
  'GET /dashboard/messages/:chatId': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/messages/${a.chatId}`)],
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
    act: () => ({ method: 'POST', url: '/dashboard/tags', payload: { name: 'Retorno ISOA' } }),
  },
  'PUT /dashboard/tags/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      { method: 'PUT', url: `/dashboard/tags/${a.tagId}`, payload: { name: 'Tomada' } },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: `/dashboard/tags/${b.tagId}`,
      payload: { name: 'Minha' },
    }),
  },
  'DELETE /dashboard/tags/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'DELETE', url: `/dashboard/tags/${a.tagId}` }],
    own: ({ b }) => ({ method: 'DELETE', url: `/dashboard/tags/${b.tagId}` }),
  },
  'GET /dashboard/routines': { kind: 'session', read: () => get('/dashboard/routines') },
  'POST /dashboard/routines': {
    kind: 'session',
    act: () => ({
      method: 'POST',
      url: '/dashboard/routines',
      payload: { sequenceNumber: 2, textContent: 'Rotina de B', hoursDelay: 2 },
    }),
  },
  'PUT /dashboard/routines/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      {
        method: 'PUT',
        url: `/dashboard/routines/${a.routineId}`,
        payload: { sequenceNumber: 1, textContent: 'Tomada', hoursDelay: 1 },
      },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: `/dashboard/routines/${b.routineId}`,
      payload: { sequenceNumber: 1, textContent: 'Minha', hoursDelay: 1 },
    }),
  },
  'DELETE /dashboard/routines/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'DELETE', url: `/dashboard/routines/${a.routineId}` }],
    own: ({ b }) => ({ method: 'DELETE', url: `/dashboard/routines/${b.routineId}` }),
  },
  'GET /dashboard/pre-configured-texts': {
    kind: 'session',
    read: () => get('/dashboard/pre-configured-texts'),
  },
  'POST /dashboard/pre-configured-texts': {
    kind: 'session',
    act: () => ({
      method: 'POST',
      url: '/dashboard/pre-configured-texts',
      payload: { title: 'Endereço', content: 'Outra rua' },
    }),
  },
  'PUT /dashboard/pre-configured-texts/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      {
        method: 'PUT',
        url: `/dashboard/pre-configured-texts/${a.textId}`,
        payload: { title: 'Tomado', content: 'x' },
      },
    ],
    own: ({ b }) => ({
      method: 'PUT',
      url: `/dashboard/pre-configured-texts/${b.textId}`,
      payload: { title: 'Meu', content: 'x' },
    }),
  },
  'DELETE /dashboard/pre-configured-texts/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [{ method: 'DELETE', url: `/dashboard/pre-configured-texts/${a.textId}` }],
    own: ({ b }) => ({ method: 'DELETE', url: `/dashboard/pre-configured-texts/${b.textId}` }),
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
