import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import {
  apiKeyRoutes,
  createApiKeyGuard,
  createApiKeysService,
} from '../modules/api-keys/index.ts';
import {
  type AppointmentsService,
  createExternalAppointments,
} from '../modules/appointments/index.ts';
import type { ChatsService, MessagesService } from '../modules/conversations/index.ts';
import { createPublicApiService, publicApiRoutes } from '../modules/public-api/index.ts';
import type { ReportsService } from '../modules/reports/index.ts';
import type { WaitingListService } from '../modules/waiting-list/index.ts';

/**
 * 'Integrações' and the public API: the Responsável's keys, and /api/v1, whose guard turns a
 * key into its clinic's context for the same services the screens call.
 */
export function wirePublicApi(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    limiter: RateLimiter;
    requireAuth: AuthGuard;
    timeZoneOf: (userId: string) => Promise<string>;
    messages: MessagesService;
    chats: ChatsService;
    appointments: AppointmentsService;
    waitingList: WaitingListService;
    reports: ReportsService;
    chatRead: Parameters<typeof createPublicApiService>[0]['chatRead'];
    erasedAmong: Parameters<typeof createPublicApiService>[0]['erasedAmong'];
  },
): void {
  const { db, clock, limiter } = deps;
  const keys = createApiKeysService({ db, clock, limiter });
  apiKeyRoutes(app, { keys, requireAuth: deps.requireAuth });
  publicApiRoutes(app, {
    api: createPublicApiService({
      db,
      messages: deps.messages,
      chats: deps.chats,
      chatRead: deps.chatRead,
      erasedAmong: deps.erasedAmong,
    }),
    appointments: deps.appointments,
    external: createExternalAppointments({
      db,
      appointments: deps.appointments,
      timeZoneOf: deps.timeZoneOf,
    }),
    waitingList: deps.waitingList,
    reports: deps.reports,
    requireApiKey: createApiKeyGuard(keys),
  });
}
