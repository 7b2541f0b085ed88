import { type Entry, get, probe } from './tenant-isolation-probes.ts';

/**
 * The clinic's settings, automation and privacy routes of the tenant-isolation table (routines,
 * opening hours, reminders, ready-made texts, the access log, retention), spread into ROUTES.
 */
export const SETTINGS_ROUTES: Record<string, Entry> = {
  // The assistant (no AI_* on this app: the settings read as off, the rest answers 404).
  // assistant.test.ts proves another clinic's base never reaches a prompt.
  'GET /dashboard/assistant': { kind: 'session', read: () => get('/dashboard/assistant') },
  'GET /dashboard/assistant/settings': {
    kind: 'session',
    read: () => get('/dashboard/assistant/settings'),
  },
  'PUT /dashboard/assistant/settings': {
    kind: 'session',
    why: "the caller's own clinic's row (by the session's clinic id); assistant.test.ts",
  },
  'POST /dashboard/chats/:chatId/audios/:id/transcribe': {
    kind: 'foreign',
    status: 404,
    attack: ({ a, b }) => [
      probe('POST', `/dashboard/chats/${a.chatId}/audios/${a.mediaId}/transcribe`),
      probe('POST', `/dashboard/chats/${b.chatId}/audios/${a.mediaId}/transcribe`),
    ],
  },
  'POST /dashboard/chats/:chatId/suggest-reply': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', `/dashboard/chats/${a.chatId}/suggest-reply`)],
  },
  'POST /dashboard/chats/:chatId/summary': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('POST', `/dashboard/chats/${a.chatId}/summary`)],
  },
  'GET /dashboard/backups/status': {
    kind: 'session',
    why: "the server's last backup (of every clinic on it), the same for every Responsável",
  },
  'GET /dashboard/push/public-key': {
    kind: 'session',
    why: "the server's VAPID public key, the same for everyone",
  },
  'POST /dashboard/push/subscriptions': {
    kind: 'session',
    why: "stores the caller's own device; the endpoint (the push service's secret URL) is the credential; push.test.ts",
  },
  'POST /dashboard/push/subscriptions/remove': {
    kind: 'session',
    why: "removes only the caller's own device (by user id); push.test.ts",
  },
  'GET /dashboard/push/quiet-hours': {
    kind: 'session',
    read: () => get('/dashboard/push/quiet-hours'),
  },
  'PUT /dashboard/push/quiet-hours': {
    kind: 'session',
    act: () =>
      probe('PUT', '/dashboard/push/quiet-hours', {
        quietHours: { starts: '22:00', ends: '07:00' },
      }),
  },
  'GET /dashboard/routines': { kind: 'session', read: () => get('/dashboard/routines') },
  'GET /dashboard/routines/reach': {
    kind: 'session',
    read: () => get('/dashboard/routines/reach?sequenceNumber=1&hoursDelay=0&reachBackHours=720'),
  },
  'GET /dashboard/routines/stop-words': {
    kind: 'session',
    read: () => get('/dashboard/routines/stop-words'),
  },
  'PUT /dashboard/routines/stop-words': {
    kind: 'session',
    act: () => probe('PUT', '/dashboard/routines/stop-words', { words: ['Retorno ISOB'] }),
  },
  // 'Relatórios': B's figures from B's clinic only. The number filter (issue 48) names a number:
  // A's is not found for B (never A's figures, nor an empty report), B's own is served.
  ...Object.fromEntries(
    (['answering', 'funnel', 'agenda', 'team', 'automation', 'satisfaction'] as const).map(
      (kind): [string, Entry] => [
        `GET /api/reports/${kind}`,
        {
          kind: 'foreign',
          status: 404,
          attack: ({ a }) => [get(`/api/reports/${kind}?period=30d&numberId=${a.instanceRowId}`)],
          own: ({ b }) => get(`/api/reports/${kind}?period=30d&numberId=${b.instanceRowId}`),
        },
      ],
    ),
  ),
  'GET /dashboard/settings/opening-hours': {
    kind: 'session',
    read: () => get('/dashboard/settings/opening-hours'),
  },
  'PUT /dashboard/settings/opening-hours': {
    kind: 'session',
    act: () =>
      probe('PUT', '/dashboard/settings/opening-hours', {
        enabled: true,
        timeZone: 'UTC',
        days: [[], [], [], [], [], [], [{ start: '09:00', end: '10:00' }]],
        closedDates: ['2030-01-01'],
      }),
  },
  'GET /dashboard/settings/send-pacing': {
    kind: 'session',
    read: () => get('/dashboard/settings/send-pacing'),
  },
  'PUT /dashboard/settings/send-pacing': {
    kind: 'session',
    act: () =>
      probe('PUT', '/dashboard/settings/send-pacing', {
        dailyCap: 150,
        warmUp: false,
        minGapSeconds: 4,
        extraGapSeconds: 6,
      }),
  },
  'GET /dashboard/settings/clinic': {
    kind: 'session',
    read: () => get('/dashboard/settings/clinic'),
  },
  'PUT /dashboard/settings/clinic': {
    kind: 'session',
    act: () => probe('PUT', '/dashboard/settings/clinic', { name: 'Clínica Retorno ISOB' }),
  },
  'GET /dashboard/privacy/access-log': {
    kind: 'session',
    read: () => get('/dashboard/privacy/access-log'),
  },
  'GET /dashboard/privacy/access-log.csv': {
    kind: 'session',
    read: () => get('/dashboard/privacy/access-log.csv'),
  },
  'POST /dashboard/privacy/exports': {
    kind: 'session',
    act: () => probe('POST', '/dashboard/privacy/exports', { kind: 'board', rows: 3 }),
  },
  'GET /dashboard/settings/retention': {
    kind: 'session',
    read: () => get('/dashboard/settings/retention'),
  },
  'GET /dashboard/settings/retention/preview': {
    kind: 'session',
    read: () => get('/dashboard/settings/retention/preview?months=6'),
  },
  'PUT /dashboard/settings/retention': {
    kind: 'session',
    act: () => probe('PUT', '/dashboard/settings/retention', { months: 120 }),
  },
  'GET /dashboard/appointments/names': {
    kind: 'session',
    read: () => get('/dashboard/appointments/names'),
  },
  'GET /dashboard/appointments/upcoming': {
    kind: 'session',
    read: () => get('/dashboard/appointments/upcoming'),
  },
  'GET /dashboard/settings/reminders': {
    kind: 'session',
    read: () => get('/dashboard/settings/reminders'),
  },
  'PUT /dashboard/settings/reminders': {
    kind: 'session',
    act: () =>
      probe('PUT', '/dashboard/settings/reminders', {
        template: 'Oi {nome}, até {data}.',
        respectOpeningHours: true,
      }),
  },
  'GET /dashboard/settings/waiting-list': {
    kind: 'session',
    read: () => get('/dashboard/settings/waiting-list'),
  },
  'PUT /dashboard/settings/waiting-list': {
    kind: 'session',
    act: () =>
      probe('PUT', '/dashboard/settings/waiting-list', { minHoursAhead: 4, maxMessagesPerSlot: 2 }),
  },
  'GET /dashboard/settings/satisfaction': {
    kind: 'session',
    read: () => get('/dashboard/settings/satisfaction'),
  },
  'PUT /dashboard/settings/satisfaction': {
    kind: 'session',
    act: () => probe('PUT', '/dashboard/settings/satisfaction', { enabled: true, hoursAfter: 3 }),
  },
  'POST /dashboard/routines': {
    kind: 'session',
    act: () =>
      probe('POST', '/dashboard/routines', {
        sequenceNumber: 2,
        textContent: 'Rotina de B',
        hoursDelay: 2,
      }),
  },
  'PUT /dashboard/routines/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/routines/${a.routineId}`, {
        sequenceNumber: 1,
        textContent: 'Tomada',
        hoursDelay: 1,
      }),
    ],
    own: ({ b }) =>
      probe('PUT', `/dashboard/routines/${b.routineId}`, {
        sequenceNumber: 1,
        textContent: 'Minha',
        hoursDelay: 1,
      }),
  },
  'GET /dashboard/routines/:id/removal-reach': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('GET', `/dashboard/routines/${a.routineId}/removal-reach`)],
    own: ({ b }) => probe('GET', `/dashboard/routines/${b.routineId}/removal-reach`),
  },
  'DELETE /dashboard/routines/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/routines/${a.routineId}`)],
    own: ({ b }) => probe('DELETE', `/dashboard/routines/${b.routineId}`),
  },
  'GET /dashboard/pre-configured-texts': {
    kind: 'session',
    read: () => get('/dashboard/pre-configured-texts'),
  },
  'POST /dashboard/pre-configured-texts': {
    kind: 'session',
    act: () =>
      probe('POST', '/dashboard/pre-configured-texts', { title: 'Endereço', content: 'Outra rua' }),
  },
  'PUT /dashboard/pre-configured-texts/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PUT', `/dashboard/pre-configured-texts/${a.textId}`, {
        title: 'Tomado',
        content: 'x',
      }),
    ],
    own: ({ b }) =>
      probe('PUT', `/dashboard/pre-configured-texts/${b.textId}`, { title: 'Meu', content: 'x' }),
  },
  'DELETE /dashboard/pre-configured-texts/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/pre-configured-texts/${a.textId}`)],
    own: ({ b }) => probe('DELETE', `/dashboard/pre-configured-texts/${b.textId}`),
  },
};
