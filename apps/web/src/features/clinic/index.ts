export { ClinicDialog } from './components/clinic-dialog';
export { ClinicNamePrompt } from './components/clinic-name-form';
