import { type Entry, get, probe } from './tenant-isolation-probes.ts';

/**
 * The clinic's API keys ('Integrações') and the public API (/api/v1) in the tenant-isolation
 * table, spread into ROUTES. B's session token is no key: every public route refuses it (401).
 * Another clinic's key on this clinic's ids (404), a key without the scope (403) and a revoked
 * one (401), route by route, are in public-api.test.ts.
 */
const keyOnly = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ({ kind: 'foreign', status: 401, attack: () => [probe(method, url, payload)] }) as const;

export const API_ROUTES: Record<string, Entry> = {
  'GET /dashboard/settings/api-keys': {
    kind: 'session',
    read: () => get('/dashboard/settings/api-keys'),
  },
  'POST /dashboard/settings/api-keys': {
    kind: 'session',
    why: "creates a key of the caller's own clinic; public-api.test.ts",
  },
  'DELETE /dashboard/settings/api-keys/:id': {
    kind: 'foreign',
    status: 404,
    // A has no key here; another clinic's real key is tried in public-api.test.ts.
    attack: ({ a }) => [probe('DELETE', `/dashboard/settings/api-keys/${a.tagId}`)],
  },
  // Calendar sync: every id is the clinic's own (another clinic's: calendar-sync.test.ts).
  'GET /dashboard/calendars': { kind: 'session', read: () => get('/dashboard/calendars') },
  'PUT /dashboard/calendars/feed': {
    kind: 'session',
    why: "makes a calendar of the caller's own clinic; calendar-sync.test.ts",
  },
  'PUT /dashboard/calendars/import': {
    kind: 'session',
    why: "sets a calendar of the caller's own clinic; calendar-sync.test.ts",
  },
  'DELETE /dashboard/calendars/:id/feed': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/calendars/${a.tagId}/feed`)],
  },
  'DELETE /dashboard/calendars/:id/import': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [probe('DELETE', `/dashboard/calendars/${a.tagId}/import`)],
  },
  'GET /dashboard/calendars/unmatched': {
    kind: 'session',
    read: () => get('/dashboard/calendars/unmatched'),
  },
  'POST /dashboard/calendars/unmatched/:id/link': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('POST', `/dashboard/calendars/unmatched/${a.tagId}/link`, { chatId: a.chatId }),
    ],
  },
  'GET /api/calendar-feeds/:file': {
    kind: 'public',
    why: 'the 256-bit token in the address is the credential; revoked or unknown: 404 (calendar-sync.test.ts)',
  },
  // Issue 49's outbound webhooks: A's ids (none of B's clinic) answer 404 to B; another
  // clinic's real endpoint is tried in outbound-webhooks.test.ts.
  'GET /dashboard/settings/webhooks': {
    kind: 'session',
    read: () => get('/dashboard/settings/webhooks'),
  },
  'POST /dashboard/settings/webhooks': {
    kind: 'session',
    why: "creates an endpoint of the caller's own clinic; outbound-webhooks.test.ts",
  },
  ...Object.fromEntries(
    (
      [
        ['POST', '/dashboard/settings/webhooks/:id/rotate'],
        ['POST', '/dashboard/settings/webhooks/:id/enable'],
        ['DELETE', '/dashboard/settings/webhooks/:id'],
        ['GET', '/dashboard/settings/webhooks/:id/deliveries'],
        ['POST', '/dashboard/settings/webhooks/:id/deliveries/:deliveryId/resend'],
      ] as const
    ).map(([method, path]) => [
      `${method} ${path}`,
      {
        kind: 'foreign',
        status: 404,
        attack: ({ a }) => [
          probe(method, path.replace(':id', a.tagId).replace(':deliveryId', a.tagId)),
        ],
      } satisfies Entry,
    ]),
  ),
  'PATCH /dashboard/settings/webhooks/:id': {
    kind: 'foreign',
    status: 404,
    attack: ({ a }) => [
      probe('PATCH', `/dashboard/settings/webhooks/${a.tagId}`, {
        url: 'https://exemplo.com.br/outro',
        enabled: false,
      }),
    ],
  },
  'GET /api/v1/chats': keyOnly('GET', '/api/v1/chats'),
  'GET /api/v1/chats/:chatId/messages': keyOnly('GET', '/api/v1/chats/5511911110001/messages'),
  'POST /api/v1/messages': keyOnly('POST', '/api/v1/messages', {
    chatId: '5511911110001',
    text: 'Oi',
  }),
  'GET /api/v1/appointments': keyOnly('GET', '/api/v1/appointments'),
  'PUT /api/v1/appointments/:externalId': keyOnly('PUT', '/api/v1/appointments/x1', {
    chatId: '5511911110001',
    startsAt: '2099-01-01T10:00',
    professional: 'Dra. Ana',
  }),
  'DELETE /api/v1/appointments/:externalId': keyOnly('DELETE', '/api/v1/appointments/x1'),
  'PUT /api/v1/appointments/:externalId/attendance': keyOnly(
    'PUT',
    '/api/v1/appointments/x1/attendance',
    { attendance: 'missed' },
  ),
  'POST /api/v1/waiting-list': keyOnly('POST', '/api/v1/waiting-list', {
    chatId: '5511911110001',
    procedure: 'Limpeza',
  }),
  'GET /api/v1/reports/agenda': keyOnly('GET', '/api/v1/reports/agenda?period=30d'),
};
