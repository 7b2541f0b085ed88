import { appointmentEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { AppointmentsService } from './appointments-service.ts';
import type { ReminderSettingsService } from './reminder-settings-service.ts';

export function appointmentRoutes(
  app: FastifyInstance,
  deps: {
    appointments: AppointmentsService;
    reminderSettings: ReminderSettingsService;
    requireAuth: AuthGuard;
  },
) {
  const { appointments, reminderSettings } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.create, (request) => appointments.create(request.auth, request.body));

  route(endpoints.listDay, (request) => appointments.listDay(request.auth, request.query.date));

  route(endpoints.upcoming, (request) => appointments.upcoming(request.auth));

  route(endpoints.names, (request) => appointments.names(request.auth));

  route(endpoints.restore, (request) =>
    appointments.restore(request.auth, request.params.id, requestMeta(request)),
  );

  route(endpoints.listForChat, (request) =>
    appointments.listForChat(request.auth, request.params.chatId),
  );

  route(endpoints.update, (request) =>
    appointments.update(request.auth, request.params.id, request.body),
  );

  route(endpoints.cancel, (request) => appointments.cancel(request.auth, request.params.id));

  // Responsável and Atendente both mark what happened: they are the ones at the front desk.
  route(endpoints.markAttendance, (request) =>
    appointments.markAttendance(
      request.auth,
      request.params.id,
      request.body.attendance,
      requestMeta(request),
    ),
  );

  // Every member reads the message (the appointment dialog shows it); what patients receive on
  // the clinic's behalf is the Responsável's to set, as the routines are.
  route(endpoints.reminderSettings, (request) => reminderSettings.get(request.auth.clinicId));

  route(endpoints.setReminderSettings, (request) =>
    reminderSettings.set(request.auth.clinicId, request.body),
  );
}
