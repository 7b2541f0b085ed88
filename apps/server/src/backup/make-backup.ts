import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { LOCAL_WORK_DIR } from '../media/local-media-driver.ts';
import type { OnlineCopy } from '../db/client.ts';
import { type BackupEntry, writeBackupFile } from './backup-file.ts';
import { databaseEntries } from './database-copy.ts';
import { openedFileEntry } from './opened-file-entry.ts';
import { syncFolder } from './sync-to-disk.ts';

/** The data folder's secrets a restored server needs (each only when it is a file there). */
export const BACKED_UP_SECRETS = ['jwt-secret', 'media-key', 'vapid-keys'] as const;
/** The database of a backup made before the online copy: PGlite's dump, a gzipped tarball. */
export const LEGACY_DATABASE_ENTRY = 'database.tar.gz';
export const MEDIA_PREFIX = 'media/';
export const SECRETS_PREFIX = 'secrets/';

const FILE_PATTERN = /^conecta-\d{8}-\d{6}Z\.backup$/;
const PARTIAL_SUFFIX = '.parcial';

/** A finished backup's name (a partial file's is not). */
export const isBackupFileName = (name: string): boolean => FILE_PATTERN.test(name);

/** 'conecta-20261127-030000Z.backup': names sort as the backups were made. */
export function backupFileName(at: Date): string {
  const iso = at.toISOString();
  return `conecta-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}Z.backup`;
}

/** The finished backups of a folder, oldest first (partial files are never listed). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return names.filter(isBackupFileName).sort();
}

export interface MakeBackupInput {
  /** The embedded database's online copy (PostgreSQL's files read while it serves). */
  database: OnlineCopy;
  dataDir: string;
  /** Whether media live in DATA_DIR/media (an S3 store keeps its own copies). */
  localMedia: boolean;
  backupDir: string;
  key: string;
  at: Date;
  /** How many finished backups to keep in the folder, this one included. */
  keep: number;
}

/**
 * One backup: the database first (read from disk while the server keeps serving, see
 * database-copy.ts), then the secrets and the media files, compressed and encrypted into
 * BACKUP_DIR under a partial name renamed once whole and synced. A process killed half-way leaves
 * only a `.parcial` file, which no restore reads (and the next backup deletes).
 *
 * Media files are written once and never changed, only added or removed: a file added after the
 * snapshot is copied needlessly, and one removed meanwhile (its message erased) is skipped.
 */
export async function makeBackup(
  input: MakeBackupInput,
): Promise<{ file: string; size: number; removed: string[] }> {
  await mkdir(input.backupDir, { recursive: true, mode: 0o700 });
  await removePartials(input.backupDir);
  const name = backupFileName(input.at);
  const file = path.join(input.backupDir, name);
  const partial = `${file}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`;
  try {
    await writeBackupFile(partial, input.key, entries(input));
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  // The new name on disk too: after a power cut the folder must not show only the partial. The
  // backup is whole whatever this answers, so a failure here does not undo it.
  await syncFolder(input.backupDir).catch(() => {});
  const { size } = await stat(file);
  const removed = await prune(input.backupDir, input.keep);
  return { file, size, removed };
}

async function* entries(input: MakeBackupInput): AsyncGenerator<BackupEntry> {
  yield* databaseEntries(input.database, input.at);
  for (const secret of BACKED_UP_SECRETS) {
    yield* openedFileEntry(path.join(input.dataDir, secret), `${SECRETS_PREFIX}${secret}`);
  }
  if (!input.localMedia) return;
  const root = path.join(input.dataDir, 'media');
  const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    },
  );
  for (const e of found) {
    if (!e.isFile() || e.name.endsWith('.parcial')) continue;
    const rel = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (rel.split('/')[0] === LOCAL_WORK_DIR) continue;
    yield* openedFileEntry(path.join(root, rel), `${MEDIA_PREFIX}${rel}`);
  }
}

async function removePartials(dir: string): Promise<void> {
  for (const n of await readdir(dir)) {
    if (n.startsWith('conecta-') && n.endsWith(PARTIAL_SUFFIX))
      await rm(path.join(dir, n), { force: true });
  }
}

/** Removes all but the `keep` newest; answers the names removed. */
async function prune(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
