export { ClinicDialog } from './components/clinic-dialog';
