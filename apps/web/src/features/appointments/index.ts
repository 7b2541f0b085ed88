export { AgendaDialog } from './components/agenda-dialog';
export { AppointmentDialog } from './components/appointment-dialog';
export { useAppointmentLive } from './hooks/use-appointment-live';
