import { zIdParam } from '../schemas/admin.ts';
import {
  zAppointmentRequest,
  zAppointmentResponse,
  zAppointmentsDayQuery,
  zAppointmentNamesResponse,
  zAppointmentsResponse,
  zAttendanceRequest,
} from '../schemas/appointments.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import { zReminderSettings, zReminderSettingsResponse } from '../schemas/reminder-settings.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Consultas';

export const appointmentEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/appointments',
    access: 'session',
    group,
    summary: 'Agenda uma consulta de uma conversa, com seus lembretes (24 h e 2 h antes)',
    body: zAppointmentRequest,
    status: 201,
    response: zAppointmentResponse,
    invalidates: ['appointments', 'chats'],
  }),
  listDay: defineEndpoint({
    method: 'GET',
    path: '/dashboard/appointments',
    access: 'session',
    group,
    summary: 'As consultas de um dia (padrão: amanhã), no fuso de quem pergunta',
    query: zAppointmentsDayQuery,
    response: zAppointmentsResponse,
  }),
  upcoming: defineEndpoint({
    method: 'GET',
    path: '/dashboard/appointments/upcoming',
    access: 'session',
    group,
    summary: 'A próxima consulta de cada conversa (o quadro mostra nos cartões)',
    response: zAppointmentsResponse,
  }),
  names: defineEndpoint({
    method: 'GET',
    path: '/dashboard/appointments/names',
    access: 'session',
    group,
    summary:
      'Os profissionais e procedimentos que a clínica já usou, um nome de cada (os formulários oferecem)',
    response: zAppointmentNamesResponse,
  }),
  listForChat: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/:chatId/appointments',
    access: 'session',
    group,
    summary: 'As consultas de uma conversa',
    params: zChatIdParam,
    response: zAppointmentsResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/appointments/:id',
    access: 'session',
    group,
    summary: 'Muda a data, o profissional ou os lembretes de uma consulta',
    params: zIdParam,
    body: zAppointmentRequest,
    response: zAppointmentResponse,
    invalidates: ['appointments', 'chats'],
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/appointments/:id',
    access: 'session',
    group,
    summary: 'Cancela uma consulta: os lembretes que faltam não saem',
    params: zIdParam,
    response: zAppointmentResponse,
    invalidates: ['appointments', 'chats'],
  }),
  markAttendance: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/appointments/:id/attendance',
    access: 'session',
    group,
    summary: 'Marca o que aconteceu: Compareceu, Faltou ou Cancelado pela clínica',
    params: zIdParam,
    body: zAttendanceRequest,
    response: zAppointmentResponse,
    invalidates: ['appointments', 'chats'],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/dashboard/appointments/:id/restore',
    access: 'session',
    group,
    summary:
      "Desfaz 'Cancelado pela clínica': a consulta volta ao que era, com os lembretes que faltam",
    params: zIdParam,
    response: zAppointmentResponse,
    invalidates: ['appointments', 'chats'],
  }),
  reminderSettings: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/reminders',
    access: 'session',
    group,
    summary: 'A mensagem dos lembretes de consulta e se esperam o horário de funcionamento',
    response: zReminderSettingsResponse,
  }),
  setReminderSettings: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/settings/reminders',
    access: 'responsavel',
    group,
    summary: 'Troca a mensagem dos lembretes de consulta ({nome}, {data}, {hora}...)',
    body: zReminderSettings,
    response: zReminderSettingsResponse,
    invalidates: ['reminders'],
  }),
};
