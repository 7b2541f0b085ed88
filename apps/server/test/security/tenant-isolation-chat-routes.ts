import { type Entry, MP3, PDF, get, probe } from './tenant-isolation-probes.ts';

/**
 * The board, chat, message, media and tag routes of the tenant-isolation table, spread into
 * ROUTES: every chat id, message id and tag id of another clinic is refused as unknown.
 */
export const CHAT_ROUTES: Record<string, Entry> = {
  'GET /dashboard': {
    kind: 'foreign',
    // The spec's `?userId=` names the caller; another id is refused like a role ('Acesso negado').
    status: 403,
    attack: ({ a }) => [get(`/dashboard?userId=${a.userId}`)],
    own: ({ b }) => get(`/dashboard?userId=${b.userId}`),
  },
  'GET /dashboard/numbers': { kind: 'session', read: () => get('/dashboard/numbers') },
  'GET /dashboard/zapi/status': { kind: 'session', read: () => get('/dashboard/zapi/status') },
  'GET /dashboard/zapi/qr-code': { kind: 'session', read: () => get('/dashboard/zapi/qr-code') },
  'POST /dashboard/zapi/restore': {
    kind: 'session',
    act: () => probe('POST', '/dashboard/zapi/restore'),
  },
  // Without `numberId` the caller's main number (health-per-number.test.ts reads that default);
  // another clinic's number is unknown (issue 48).
  'GET /dashboard/zapi/outage': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/zapi/outage?numberId=${a.instanceRowId}`)],
    own: ({ b }) => get(`/dashboard/zapi/outage?numberId=${b.instanceRowId}`),
  },
  'GET /dashboard/zapi/health': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/zapi/health?numberId=${a.instanceRowId}`)],
    own: ({ b }) => get(`/dashboard/zapi/health?numberId=${b.instanceRowId}`),
  },
  'PUT /dashboard/zapi/health/alert': {
    kind: 'session',
    act: () => probe('PUT', '/dashboard/zapi/health/alert', { minutes: 17 }),
  },
  'GET /dashboard/zapi/chats': {
    kind: 'session',
    // The board's first pages (issue 51): only the caller's cards and counts.
    read: () => get('/dashboard/zapi/chats?limit=5'),
  },
  'GET /dashboard/zapi/chats/counts': {
    kind: 'session',
    read: () => get('/dashboard/zapi/chats/counts'),
  },
  'GET /dashboard/zapi/chats/changes': {
    kind: 'session',
    // From the start of time: every card of the caller's, none of anyone else's.
    read: () => get('/dashboard/zapi/chats/changes?since=0.0'),
  },
  'GET /dashboard/chats/search': {
    kind: 'session',
    // Both clinics hold 'Olá! Como posso ajudar?': B's answer names only B's chat.
    read: () => get('/dashboard/chats/search?q=como%20posso'),
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
  'POST /dashboard/chats/:chatId/export': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', `/dashboard/chats/${a.chatId}/export`)],
    own: ({ b }) => probe('POST', `/dashboard/chats/${b.chatId}/export`),
  },
  'GET /dashboard/privacy/patient-export': {
    kind: 'public',
    why: 'o link é assinado por clínica, membro e conversa; trocar qualquer um dá 404 (privacy-export.test.ts)',
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
  'GET /dashboard/chats/:chatId/notes': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/chats/${a.chatId}/notes`)],
    own: ({ b }) => get(`/dashboard/chats/${b.chatId}/notes`),
  },
  'POST /dashboard/chats/:chatId/notes': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', `/dashboard/chats/${a.chatId}/notes`, { text: 'Nota de outra clínica' }),
    ],
    own: ({ b }) => probe('POST', `/dashboard/chats/${b.chatId}/notes`, { text: 'Nota própria' }),
  },
  // 'Mesclar conversas': neither chat of a merge may be another clinic's, in either place.
  'GET /dashboard/chats/:chatId/merge-preview': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      get(`/dashboard/chats/${a.chatId}/merge-preview?absorb=${b.chatId}`),
      get(`/dashboard/chats/${b.chatId}/merge-preview?absorb=${a.chatId}`),
    ],
  },
  'POST /dashboard/chats/:chatId/merge': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('POST', `/dashboard/chats/${a.chatId}/merge`, { absorb: b.chatId }),
      probe('POST', `/dashboard/chats/${b.chatId}/merge`, { absorb: a.chatId }),
    ],
  },
  'GET /dashboard/chats/:chatId/merges': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/chats/${a.chatId}/merges`)],
    own: ({ b }) => get(`/dashboard/chats/${b.chatId}/merges`),
  },
  // A's merges are not in this fixture: chat-merge.test.ts undoes one clinic's merge as another.
  'POST /dashboard/chat-merges/:mergeId/undo': {
    kind: 'foreign',
    status: 404,
    attack: () => [
      probe('POST', '/dashboard/chat-merges/a0000000-0000-4000-8000-00000000000f/undo'),
    ],
  },
  'PUT /dashboard/notes/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PUT', `/dashboard/notes/${a.noteId}`, { text: 'Alterada' })],
    own: ({ b }) => probe('PUT', `/dashboard/notes/${b.noteId}`, { text: 'Alterada' }),
  },
  'DELETE /dashboard/notes/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/notes/${a.noteId}`)],
    own: ({ b }) => probe('DELETE', `/dashboard/notes/${b.noteId}`),
  },
  'GET /dashboard/mentions': { kind: 'session', read: () => get('/dashboard/mentions') },
  'PUT /dashboard/chats/:chatId/mentions/read': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PUT', `/dashboard/chats/${a.chatId}/mentions/read`)],
    own: ({ b }) => probe('PUT', `/dashboard/chats/${b.chatId}/mentions/read`),
  },
  'PUT /dashboard/chats/:chatId/mark-read': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('PUT', `/dashboard/chats/${a.chatId}/mark-read`)],
    own: ({ b }) => probe('PUT', `/dashboard/chats/${b.chatId}/mark-read`),
  },
  'PUT /dashboard/chats/:chatId/automatic-consent': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/chats/${a.chatId}/automatic-consent`, { given: true }),
      probe('PUT', `/dashboard/chats/${a.chatId}/automatic-consent`, { given: false }),
    ],
    own: ({ b }) => probe('PUT', `/dashboard/chats/${b.chatId}/automatic-consent`, { given: true }),
  },
  'GET /dashboard/chats/:chatId/window': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [get(`/dashboard/chats/${a.chatId}/window`)],
    own: ({ b }) => get(`/dashboard/chats/${b.chatId}/window`),
  },
  'POST /dashboard/messages/send-template': {
    kind: 'foreign',
    status: 404,
    // A's chat with an id of the right form: the chat is A's, so not found for B.
    attack: ({ a }) => [
      probe('POST', '/dashboard/messages/send-template', {
        chatId: a.chatId,
        templateId: 'a0000000-0000-4000-8000-000000000001',
        variables: [],
      }),
    ],
  },
  'GET /dashboard/whatsapp-templates': {
    kind: 'session',
    read: () => get('/dashboard/whatsapp-templates'),
    why: "the clinic's own copy of Meta's list; cloud-api-webhooks.test.ts shows B's stays empty",
  },
  'POST /dashboard/whatsapp-templates/sync': {
    kind: 'session',
    why: "syncs the caller's own clinic's instance only (422 without the Cloud API)",
  },
  'GET /dashboard/whatsapp-templates/automatic': {
    kind: 'session',
    read: () => get('/dashboard/whatsapp-templates/automatic'),
    why: "the caller's own clinic's choice (a column of its clinic row)",
  },
  'PUT /dashboard/whatsapp-templates/automatic': {
    kind: 'session',
    why: "a template id is looked up among the caller's own clinic's templates only (404 else)",
  },
  'GET /dashboard/whatsapp-templates/usage': {
    kind: 'session',
    read: () => get('/dashboard/whatsapp-templates/usage'),
    why: "counts the caller's own clinic's messages only",
  },
  'POST /dashboard/whatsapp-templates': {
    kind: 'session',
    why: "creates on the caller's own clinic's account only (422 without the Cloud API)",
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
  'POST /dashboard/messages/send-file': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('POST', '/dashboard/messages/send-file', {
        chatId: a.chatId,
        phone: a.chatId,
        file: PDF,
        fileName: 'preparo.pdf',
      }),
      // Replying to A's message from B's own chat: A's message is not B's to quote.
      probe('POST', '/dashboard/messages/send', {
        chatId: b.chatId,
        phone: b.chatId,
        message: 'Resposta',
        replyTo: a.sentMessageId,
      }),
    ],
    own: ({ b }) =>
      probe('POST', '/dashboard/messages/send-file', {
        chatId: b.chatId,
        phone: b.chatId,
        file: PDF,
        fileName: 'preparo.pdf',
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
};
