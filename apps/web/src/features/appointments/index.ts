export { AgendaDialog } from './components/agenda-dialog';
export { AppointmentButton } from './components/appointment-button';
export { AppointmentBadge } from './components/appointment-badge';
export { AppointmentDialog } from './components/appointment-dialog';
export { applyAppointmentUpdate } from './appointment-live';
export { UpcomingAppointmentsProvider, useChatAppointment } from './upcoming-appointments';
export { WaitingListButton } from './components/waiting-list-button';
export { WaitingListDialog } from './components/waiting-list-dialog';
