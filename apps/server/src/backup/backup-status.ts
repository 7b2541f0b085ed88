import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the last backups did, in DATA_DIR/backup-status.json: the embedded database is one
 * process's, so a file beside it is the whole truth, and `npm run backup` reads it to learn when
 * the backup it asked the server for is done (`attempts` grows by one).
 */
export interface BackupStatus {
  attempts: number;
  lastAttemptAt: string | null;
  lastSuccess: { at: string; bytes: number; file: string } | null;
  lastFailure: { at: string; reason: string } | null;
}

const FILE = 'backup-status.json';
const EMPTY: BackupStatus = {
  attempts: 0,
  lastAttemptAt: null,
  lastSuccess: null,
  lastFailure: null,
};

export async function readBackupStatus(dataDir: string): Promise<BackupStatus> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dataDir, FILE), 'utf8')) as BackupStatus;
    return { ...EMPTY, ...parsed };
  } catch {
    // None yet, or unreadable (a disk that failed mid-write): as if no backup was ever made.
    return { ...EMPTY };
  }
}

export async function writeBackupStatus(dataDir: string, status: BackupStatus): Promise<void> {
  const file = path.join(dataDir, FILE);
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, JSON.stringify(status), { mode: 0o600 });
  await rename(partial, file);
}
