import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { waitLogged } from '../lib/wait-logged.ts';
import { backupRoutes, createBackupService } from '../modules/backups/index.ts';

/**
 * The embedded database's backups: the service (daily through the scheduler, on demand through
 * `npm run backup`), and the Responsável's status route.
 */
export function wireBackups(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    clock: Clock;
    mailer: Mailer;
    requireAuth: AuthGuard;
  },
) {
  const { config } = deps;
  const backups = createBackupService({
    database: deps.database,
    dataDir: config.dataDir,
    localMedia: config.mediaStore.kind === 'local',
    backup: config.backup,
    clock: deps.clock,
    mailer: deps.mailer,
    log: app.log,
  });
  if (backups.enabled && config.backup.keyInDataDir)
    app.log.warn(
      { chave: `${config.dataDir}/backup-key` },
      'a chave das cópias de segurança está só na pasta de dados: guarde uma cópia dela fora ' +
        'deste servidor (ou defina BACKUP_KEY), ou nenhuma cópia poderá ser restaurada',
    );
  backupRoutes(app, { backups, requireAuth: deps.requireAuth });
  // A backup asked for by `npm run backup` finishes before the database closes.
  app.addHook('onClose', () => waitLogged(app.log, 'cópia de segurança', backups.idle()));
  return backups;
}
