import { backupEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { BackupService } from './backup-service.ts';

export function backupRoutes(
  app: FastifyInstance,
  deps: { backups: BackupService; requireAuth: AuthGuard },
) {
  const route = createEndpointRouter(app, deps);
  route(endpoints.status, () => deps.backups.status());
}
