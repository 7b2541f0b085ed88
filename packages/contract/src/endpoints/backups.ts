import { zBackupStatusResponse } from '../schemas/backups.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Cópias de segurança';

export const backupEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/dashboard/backups/status',
    access: 'responsavel',
    group,
    summary: 'Quando foi a última cópia de segurança do servidor, e seu tamanho',
    response: zBackupStatusResponse,
  }),
};
