import { z } from 'zod';

import { APPOINTMENT_MSG as M } from '../messages/appointment-rules.ts';
import { zChatIdParam } from './chats.ts';
import { zDay, zLocalDateTime } from './fields.ts';

export const PROFESSIONAL_MAX = 80;
export const PROCEDURE_MAX = 80;
export const REMINDERS_MAX = 3;
/** When a reminder goes by default: a day before and two hours before. */
export const DEFAULT_REMINDER_HOURS = [24, 2];

const zLocal = zLocalDateTime(M.required, M.dateInvalid);

/** POST /dashboard/appointments and PUT /dashboard/appointments/{id}. */
export const zAppointmentRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  /** Local to the member's time zone, as a task's date: YYYY-MM-DDTHH:mm. */
  startsAt: zLocal,
  professional: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(PROFESSIONAL_MAX, M.professionalLong(PROFESSIONAL_MAX)),
  /** What is done at it ('Limpeza'); empty when not said. The waiting list matches it. */
  procedure: z
    .string({ error: M.procedureLong(PROCEDURE_MAX) })
    .trim()
    .max(PROCEDURE_MAX, M.procedureLong(PROCEDURE_MAX))
    .default(''),
  remindHoursBefore: z
    .array(
      z
        .number({ error: M.remindersInvalid(REMINDERS_MAX) })
        .int()
        .min(1)
        .max(168),
      {
        error: M.remindersInvalid(REMINDERS_MAX),
      },
    )
    .max(REMINDERS_MAX, M.remindersInvalid(REMINDERS_MAX))
    .refine((h) => new Set(h).size === h.length, M.remindersInvalid(REMINDERS_MAX))
    .default(DEFAULT_REMINDER_HOURS),
});
export type AppointmentRequest = z.input<typeof zAppointmentRequest>;

export const APPOINTMENT_STATES = ['waiting', 'confirmed', 'reschedule', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/**
 * pending -> sending -> sent | failed; skipped: its time had passed, or the appointment was
 * cancelled or moved.
 */
export const REMINDER_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * What happened at the appointment, marked by a member: 'Compareceu', 'Faltou', 'Cancelado pela
 * clínica'. Null until someone marks it.
 */
export const ATTENDANCE_MARKS = ['attended', 'missed', 'clinicCancelled'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** PUT /dashboard/appointments/{id}/attendance. */
export const zAttendanceRequest = z.strictObject({
  attendance: z.enum(ATTENDANCE_MARKS, { error: M.attendanceInvalid }),
});
export type AttendanceRequest = z.infer<typeof zAttendanceRequest>;

export const zAppointment = z.object({
  id: z.string(),
  chatId: z.string(),
  patientName: z.string(),
  startsAt: z.string(),
  professional: z.string(),
  procedure: z.string().default(''),
  state: z.enum(APPOINTMENT_STATES),
  /** No answer 3 hours before: 'Sem confirmação'. */
  noAnswer: z.boolean(),
  /** Its time has come (by the server's clock): a 'waiting' one is 'Sem resposta', not awaited. */
  past: z.boolean().default(false),
  lastReply: z.string().nullable(),
  /** The member's mark after the visit; null while unmarked. */
  attendance: z.enum(ATTENDANCE_MARKS).nullable().default(null),
  /** Past (a day before today, in the member's zone), not cancelled and unmarked: 'Sem registro'. */
  noRecord: z.boolean().default(false),
  /** The clinic system's own id, when the appointment came through the public API. */
  externalId: z.string().nullable().default(null),
  reminders: z.array(
    z.object({
      hoursBefore: z.number(),
      dueAt: z.string(),
      status: z.enum(REMINDER_STATUSES),
    }),
  ),
});
export type Appointment = z.infer<typeof zAppointment>;

export const zAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: zAppointment,
});
export const zAppointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(zAppointment),
});
/**
 * GET /dashboard/appointments/names: the professionals and procedures the clinic has written
 * (appointments and waiting list), one spelling each, the most used first: what the forms offer.
 */
export const zAppointmentNamesResponse = z.object({
  success: z.literal(true),
  professionals: z.array(z.string()),
  procedures: z.array(z.string()),
});
export type AppointmentNames = z.infer<typeof zAppointmentNamesResponse>;

export const zAppointmentsDayQuery = z.strictObject({
  date: zDay(M.dayInvalid).optional(),
});
