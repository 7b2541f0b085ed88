import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { formatFileSize, MSG } from '@conecta/contract';
import Fastify from 'fastify';

import { readBackupStatus } from './backup/backup-status.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { dataDirHolder, lockDataDir, protectDataDir } from './db/prepare-data-dir.ts';
import { loggerOptions } from './http/logger.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './mail/mailer.ts';
import { createBackupService } from './modules/backups/index.ts';

const M = MSG.backups.cli;
/** Longer than a backup of a large data folder takes; the server carries on past it anyway. */
const WAIT_FOR_SERVER_MS = 60 * 60_000;

/**
 * `npm run backup`: one backup of the embedded database now, into BACKUP_DIR. When a server runs
 * on DATA_DIR (it holds the folder's lock), the server makes it: PGlite is one process's, and only
 * the running server can snapshot it without stopping; it is asked with SIGUSR2 and the command
 * waits for DATA_DIR/backup-status.json to record the attempt. With no server running, the
 * command takes the folder itself, as a server would, and makes the backup.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  if (config.databaseUrl) throw new ConfigError(M.postgres);
  if (config.backup.keyInDataDir)
    console.warn(M.keyInDataDir(path.join(config.dataDir, 'backup-key')));
  const holder = dataDirHolder(config.dataDir);
  if (holder !== undefined) {
    console.log(M.askingServer(holder));
    const before = (await readBackupStatus(config.dataDir)).attempts;
    process.kill(holder, 'SIGUSR2');
    const deadline = Date.now() + WAIT_FOR_SERVER_MS;
    while (Date.now() < deadline) {
      await sleep(500);
      if (dataDirHolder(config.dataDir) !== holder) {
        console.error(M.serverGone(holder));
        return 1;
      }
      const status = await readBackupStatus(config.dataDir);
      if (status.attempts <= before) continue;
      const failed =
        status.lastFailure && status.lastFailure.at === status.lastAttemptAt
          ? status.lastFailure
          : undefined;
      if (failed || !status.lastSuccess) {
        console.error(M.failed(failed?.reason ?? '?'));
        return 1;
      }
      console.log(M.done(status.lastSuccess.file, formatFileSize(status.lastSuccess.bytes)));
      return 0;
    }
    console.error(M.noAnswer);
    return 1;
  }
  if (!existsSync(path.join(config.dataDir, 'PG_VERSION')))
    throw new ConfigError(`Não há banco embutido em ${config.dataDir} para copiar.`);
  protectDataDir(config.dataDir);
  const release = lockDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir });
  const log = Fastify({ logger: loggerOptions('warn') }).log;
  try {
    const backups = createBackupService({
      database,
      dataDir: config.dataDir,
      localMedia: config.mediaStore.kind === 'local',
      backup: config.backup,
      clock: systemClock,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
      log,
    });
    const outcome = await backups.runNow();
    if (!outcome.ok) {
      console.error(M.failed(outcome.reason ?? '?'));
      return 1;
    }
    console.log(M.done(outcome.file ?? '', formatFileSize(outcome.bytes ?? 0)));
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ConfigError ? err.message : M.failed(String((err as Error).message ?? err)),
    );
    process.exit(1);
  },
);
