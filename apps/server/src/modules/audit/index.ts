export { auditRepo, recordClinicAction, type ClinicActor } from './audit-repo.ts';
