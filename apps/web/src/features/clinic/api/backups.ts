import { backupEndpoints, type BackupStatusResponse } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const backupStatusKey = ['backups', 'status'] as const;

/** The server's last backup (every clinic on the server sees the same). */
export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatusResponse> {
  return callEndpoint(backupEndpoints.status, {}, { signal });
}
