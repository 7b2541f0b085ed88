import {
  appointmentEndpoints,
  type AppointmentRequest,
  type AttendanceMark,
  messageEndpoints,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const appointmentKeys = {
  all: ['appointments'] as const,
  chat: (userId: string, chatId: string) => ['appointments', userId, 'chat', chatId] as const,
  day: (userId: string, day: string) => ['appointments', userId, 'day', day] as const,
  upcoming: (userId: string) => ['appointments', userId, 'upcoming'] as const,
  names: (userId: string) => ['appointments', userId, 'names'] as const,
};

/** The professionals and procedures the clinic has written, for the forms' lists. */
export function listAppointmentNames(signal?: AbortSignal) {
  return callEndpoint(appointmentEndpoints.names, {}, { signal });
}

/** 'Desfazer' after 'Cancelado pela clínica'. */
export function restoreAppointment(id: string) {
  return callEndpoint(appointmentEndpoints.restore, { params: { id } });
}

/**
 * The cancellation notice the member wrote, sent to the patient's chat as a text of theirs (the
 * server sends to the chat's own id; the phone field is the same number).
 */
export function sendCancelNotice(chatId: string, message: string) {
  return callEndpoint(messageEndpoints.sendText, { body: { chatId, phone: chatId, message } });
}

export function listChatAppointments(chatId: string, signal?: AbortSignal) {
  return callEndpoint(appointmentEndpoints.listForChat, { params: { chatId } }, { signal });
}

/** Each chat's next appointment, for the board's cards and the chat window. */
export function listUpcomingAppointments(signal?: AbortSignal) {
  return callEndpoint(appointmentEndpoints.upcoming, {}, { signal });
}

export function listDayAppointments(day: string, signal?: AbortSignal) {
  return callEndpoint(appointmentEndpoints.listDay, { query: { date: day } }, { signal });
}

export function createAppointment(body: AppointmentRequest) {
  return callEndpoint(appointmentEndpoints.create, { body });
}

export function cancelAppointment(id: string) {
  return callEndpoint(appointmentEndpoints.cancel, { params: { id } });
}

/** 'Compareceu', 'Faltou' or 'Cancelado pela clínica'. */
export function markAttendance(id: string, attendance: AttendanceMark) {
  return callEndpoint(appointmentEndpoints.markAttendance, {
    params: { id },
    body: { attendance },
  });
}
