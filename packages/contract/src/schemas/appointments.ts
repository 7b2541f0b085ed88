import { z } from 'zod';

import { APPOINTMENT_MSG as M } from '../messages/appointment-rules.ts';
import { isLocalDateTime } from '../time-zone.ts';
import { zChatIdParam } from './chats.ts';

export const PROFESSIONAL_MAX = 80;
export const REMINDERS_MAX = 3;
/** When a reminder goes by default: a day before and two hours before. */
export const DEFAULT_REMINDER_HOURS = [24, 2];

const zLocal = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .refine(isLocalDateTime, M.dateInvalid);

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
  state: z.enum(APPOINTMENT_STATES),
  /** No answer 3 hours before: 'Sem confirmação'. */
  noAnswer: z.boolean(),
  lastReply: z.string().nullable(),
  /** The member's mark after the visit; null while unmarked. */
  attendance: z.enum(ATTENDANCE_MARKS).nullable().default(null),
  /** Past (a day before today, in the member's zone), not cancelled and unmarked: 'Sem registro'. */
  noRecord: z.boolean().default(false),
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
export const zAppointmentsDayQuery = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dayInvalid)
    .refine((d) => isLocalDateTime(`${d}T00:00`), M.dayInvalid)
    .optional(),
});
