import {
  type AppointmentRequest,
  zAppointmentResponse,
  zAppointmentsResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

export const appointmentKeys = {
  all: ['appointments'] as const,
  chat: (userId: string, chatId: string) => ['appointments', userId, 'chat', chatId] as const,
  day: (userId: string, day: string) => ['appointments', userId, 'day', day] as const,
  upcoming: (userId: string) => ['appointments', userId, 'upcoming'] as const,
};

export function listChatAppointments(chatId: string, signal?: AbortSignal) {
  return request(`/dashboard/chats/${encodeURIComponent(chatId)}/appointments`, {
    schema: zAppointmentsResponse,
    signal,
  });
}

/** Each chat's next appointment, for the board's cards and the chat window. */
export function listUpcomingAppointments(signal?: AbortSignal) {
  return request('/dashboard/appointments/upcoming', { schema: zAppointmentsResponse, signal });
}

export function listDayAppointments(day: string, signal?: AbortSignal) {
  return request(`/dashboard/appointments?date=${encodeURIComponent(day)}`, {
    schema: zAppointmentsResponse,
    signal,
  });
}

export function createAppointment(body: AppointmentRequest) {
  return request('/dashboard/appointments', {
    method: 'POST',
    body,
    schema: zAppointmentResponse,
  });
}

export function cancelAppointment(id: string) {
  return request(`/dashboard/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zAppointmentResponse,
  });
}
