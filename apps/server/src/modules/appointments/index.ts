import { appointmentsRepo } from './appointments-repo.ts';

export {
  appointmentsRepo,
  type AppointmentRow,
  type ClaimedReminder,
  reminderAwaitsAnswer,
  type ReminderRow,
} from './appointments-repo.ts';
export { type AppointmentsService, createAppointmentsService } from './appointments-service.ts';
export {
  DEFAULT_REMINDER_SETTINGS,
  createReminderSettingsService,
} from './reminder-settings-service.ts';
export { appointmentRoutes } from './routes.ts';
export { createExternalAppointments, type ExternalAppointments } from './external-appointments.ts';
/** The calendar feed's read: a clinic's appointments still on in a window, bounded. */
export const { activeBetween: activeAppointmentsBetween } = appointmentsRepo;
