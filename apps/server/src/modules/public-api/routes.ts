import { publicApiEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter, type EndpointGuards } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { AppointmentsService, ExternalAppointments } from '../appointments/index.ts';
import type { ReportsService } from '../reports/index.ts';
import type { WaitingListService } from '../waiting-list/index.ts';
import type { PublicApiService } from './public-api-service.ts';

/**
 * The public API (/api/v1), called with a clinic's key: each route hands the key's clinic
 * (`request.auth`, set by the key's guard) to the same service the screens call.
 */
export function publicApiRoutes(
  app: FastifyInstance,
  deps: {
    api: PublicApiService;
    appointments: AppointmentsService;
    external: ExternalAppointments;
    waitingList: WaitingListService;
    reports: ReportsService;
    requireApiKey: NonNullable<EndpointGuards['requireApiKey']>;
  },
) {
  const { api, appointments, external, waitingList, reports } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.chats, (request) => api.chats(request.auth, request.query));

  route(endpoints.messages, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return api.messages(request.auth, request.params.chatId, request.query, request.ip);
  });

  route(endpoints.send, (request) => api.send(request.auth, request.body, requestMeta(request)));

  route(endpoints.appointmentsDay, (request) =>
    appointments.listDay(request.auth, request.query.date),
  );

  route(endpoints.upsertAppointment, (request) =>
    external.upsert(request.auth, request.params.externalId, request.body),
  );

  route(endpoints.cancelAppointment, (request) =>
    external.cancel(request.auth, request.params.externalId),
  );

  route(endpoints.attendance, (request) =>
    external.markAttendance(
      request.auth,
      request.params.externalId,
      request.body.attendance,
      requestMeta(request),
    ),
  );

  route(endpoints.waitingList, (request) => waitingList.add(request.auth, request.body));

  route(endpoints.agendaReport, (request) => reports.agenda(request.auth, request.query));
}
