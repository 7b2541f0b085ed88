import {
  zAppointmentRequest,
  zAppointmentResponse,
  zAppointmentsDayQuery,
  zAppointmentsResponse,
  zChatIdParam,
  zIdParam,
  zReminderSettings,
  zReminderSettingsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type AuthGuard, requireResponsavel } from '../../http/authenticate.ts';
import type { AppointmentsService } from './appointments-service.ts';
import type { ReminderSettingsService } from './reminder-settings-service.ts';

const tags = ['Consultas'];

export function appointmentRoutes(
  app: FastifyInstance,
  deps: {
    appointments: AppointmentsService;
    reminderSettings: ReminderSettingsService;
    requireAuth: AuthGuard;
  },
) {
  const { appointments, reminderSettings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.post(
    '/dashboard/appointments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Agenda uma consulta de uma conversa, com seus lembretes (24 h e 2 h antes)',
        body: zAppointmentRequest,
        response: { 201: zAppointmentResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await appointments.create(request.auth, request.body)),
  );

  api.get(
    '/dashboard/appointments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As consultas de um dia (padrão: amanhã), no fuso de quem pergunta',
        querystring: zAppointmentsDayQuery,
        response: { 200: zAppointmentsResponse },
      },
    },
    (request) => appointments.listDay(request.auth, request.query.date),
  );

  api.get(
    '/dashboard/appointments/upcoming',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A próxima consulta de cada conversa (o quadro mostra nos cartões)',
        response: { 200: zAppointmentsResponse },
      },
    },
    (request) => appointments.upcoming(request.auth),
  );

  api.get(
    '/dashboard/chats/:chatId/appointments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As consultas de uma conversa',
        params: zChatIdParam,
        response: { 200: zAppointmentsResponse },
      },
    },
    (request) => appointments.listForChat(request.auth, request.params.chatId),
  );

  api.put(
    '/dashboard/appointments/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Muda a data, o profissional ou os lembretes de uma consulta',
        params: zIdParam,
        body: zAppointmentRequest,
        response: { 200: zAppointmentResponse },
      },
    },
    (request) => appointments.update(request.auth, request.params.id, request.body),
  );

  api.delete(
    '/dashboard/appointments/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancela uma consulta: os lembretes que faltam não saem',
        params: zIdParam,
        response: { 200: zAppointmentResponse },
      },
    },
    (request) => appointments.cancel(request.auth, request.params.id),
  );

  // Every member reads the message (the appointment dialog shows it); what patients receive on
  // the clinic's behalf is the Responsável's to set, as the routines are.
  api.get(
    '/dashboard/settings/reminders',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A mensagem dos lembretes de consulta e se esperam o horário de funcionamento',
        response: { 200: zReminderSettingsResponse },
      },
    },
    (request) => reminderSettings.get(request.auth.clinicId),
  );

  api.put(
    '/dashboard/settings/reminders',
    {
      preValidation: [deps.requireAuth, requireResponsavel],
      schema: {
        tags,
        summary: 'Troca a mensagem dos lembretes de consulta ({nome}, {data}, {hora}...)',
        body: zReminderSettings,
        response: { 200: zReminderSettingsResponse },
      },
    },
    (request) => reminderSettings.set(request.auth.clinicId, request.body),
  );
}
