export { clinicSettingsRepo } from './clinic-settings-repo.ts';
