export { createBackupService, type BackupOutcome, type BackupService } from './backup-service.ts';
export { backupRoutes } from './routes.ts';
