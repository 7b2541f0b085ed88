export { AgendaDialog } from './components/agenda-dialog';
export { AppointmentButton } from './components/appointment-button';
export { AppointmentBadge } from './components/appointment-badge';
export { AppointmentDialog } from './components/appointment-dialog';
export { useAppointmentLive } from './hooks/use-appointment-live';
export { UpcomingAppointmentsProvider, useChatAppointment } from './upcoming-appointments';
