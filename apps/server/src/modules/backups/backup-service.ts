import { utcToLocal, type BackupStatusResponse } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupS3Copies, createBackupS3Copies } from '../../backup/backup-s3-copies.ts';
import { isBackupDue } from '../../backup/backup-schedule.ts';
import { readBackupStatus, writeBackupStatus } from '../../backup/backup-status.ts';
import { makeBackup } from '../../backup/make-backup.ts';
import type { BackupConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { backupFailedMail, backupFailedTenantMail } from '../../mail/backup-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { backupRepo } from './backup-repo.ts';

export interface BackupOutcome {
  ok: boolean;
  file?: string;
  bytes?: number;
  reason?: string;
}

/** '27/11/2026 às 03:00' in the reader's zone. */
function spoken(at: Date, timeZone: string): string {
  const local = utcToLocal(at, timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} às ${local.slice(11, 16)}`;
}

/**
 * The embedded database's backups, made by the running server: daily at the configured hour
 * (a scheduler job), or at once when asked (`npm run backup` signals the server). One at a time;
 * a request during one waits for it. A failure is recorded, logged and mailed: its reason to the
 * administrators, a plain sentence to the Responsáveis.
 * On PostgreSQL nothing is made here (pg_dump is the tool): the status says so.
 */
export function createBackupService(deps: {
  database: Database;
  dataDir: string;
  localMedia: boolean;
  backup: BackupConfig;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { database, dataDir, backup, clock, mailer, log } = deps;
  const copy = database.onlineCopy;
  // A server that never made a backup counts from its start (see isBackupDue).
  const startedAt = clock();
  let running: Promise<BackupOutcome> | undefined;

  /**
   * The administrators read the reason as the server gave it (paths, errno, the bucket); a
   * clinic's Responsável, a tenant of the server, reads only that the backup failed and that
   * the people who run the server know why. The log has the whole error either way.
   */
  async function mailFailure(at: Date, reason: string) {
    for (const r of await backupRepo.recipients(database.db)) {
      const when = spoken(at, r.timeZone);
      try {
        await mailer.send(
          r.admin ? backupFailedMail(r.email, when, reason) : backupFailedTenantMail(r.email, when),
        );
      } catch (err) {
        log.warn({ err: describeError(err) }, 'falha ao enviar aviso de cópia de segurança');
      }
    }
  }

  let s3: Promise<BackupS3Copies> | undefined;
  /**
   * BACKUP_TO_S3: the finished file also to the S3 store, and BACKUP_KEEP applied there too. A
   * failed upload fails the backup (the Responsáveis are told): the copy off this disk is what it
   * is for; the file in BACKUP_DIR stays.
   */
  async function offSite(made: { file: string; removed: string[] }) {
    const options = backup.s3!;
    s3 ??= createBackupS3Copies(options).catch((err: unknown) => {
      s3 = undefined;
      throw err;
    });
    let store: BackupS3Copies;
    try {
      store = await s3;
      await store.upload(made.file);
    } catch (err) {
      throw new Error(
        `cópia feita em ${made.file}, mas o envio ao S3 (${options.bucket}) falhou: ${describeError(err)}`,
        { cause: err },
      );
    }
    // The copy is up there: old ones left in the bucket are a cost, not a lost backup, so a
    // removal that fails is logged, not reported as the backup's failure.
    await store
      .prune(backup.keep, made.removed)
      .catch((err: unknown) =>
        log.warn({ err: describeError(err) }, 'cópias antigas não removidas do S3'),
      );
  }

  async function run(): Promise<BackupOutcome> {
    if (!copy) return { ok: false, reason: 'banco PostgreSQL: use pg_dump' };
    const at = clock();
    const status = await readBackupStatus(dataDir);
    status.attempts += 1;
    status.lastAttemptAt = at.toISOString();
    let outcome: BackupOutcome;
    try {
      const made = await makeBackup({
        database: copy,
        dataDir,
        localMedia: deps.localMedia,
        backupDir: backup.dir,
        key: backup.key,
        at,
        keep: backup.keep,
      });
      if (backup.s3) await offSite(made);
      status.lastSuccess = { at: at.toISOString(), bytes: made.size, file: made.file };
      outcome = { ok: true, file: made.file, bytes: made.size };
      log.info({ arquivo: made.file, bytes: made.size }, 'cópia de segurança feita');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      status.lastFailure = { at: at.toISOString(), reason };
      outcome = { ok: false, reason };
      log.error({ err: describeError(err) }, 'falha na cópia de segurança');
    }
    // The Responsáveis are told first: a status that cannot be written (a full disk) must not
    // keep the failure from them. The status is written last, so `npm run backup` (waiting for
    // `attempts` to grow) reads the outcome.
    if (!outcome.ok)
      await mailFailure(at, outcome.reason ?? '').catch((err: unknown) =>
        log.warn({ err: describeError(err) }, 'falha ao avisar da cópia de segurança'),
      );
    await writeBackupStatus(dataDir, status);
    return outcome;
  }

  /** A backup now, or the one under way. */
  function runNow(): Promise<BackupOutcome> {
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  return {
    enabled: copy !== undefined,
    runNow,
    /** Resolves when no backup is under way (the server's close waits for it). */
    async idle(): Promise<void> {
      await running;
    },
    /** The scheduler's pass: the daily backup when its hour has come. */
    async runOnce(): Promise<number> {
      if (!copy) return 0;
      const status = await readBackupStatus(dataDir);
      const since = status.lastAttemptAt ? new Date(status.lastAttemptAt) : startedAt;
      if (!isBackupDue(clock(), since, backup)) return 0;
      await runNow();
      return 1;
    },
    async status(): Promise<BackupStatusResponse> {
      if (!copy) return { kind: 'external', last: null, failedAt: null };
      const s = await readBackupStatus(dataDir);
      const failedAt =
        s.lastFailure && (!s.lastSuccess || s.lastFailure.at > s.lastSuccess.at)
          ? s.lastFailure.at
          : null;
      return {
        kind: 'embedded',
        last: s.lastSuccess ? { at: s.lastSuccess.at, bytes: s.lastSuccess.bytes } : null,
        failedAt,
      };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
