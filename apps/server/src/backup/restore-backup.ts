import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readlink,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';

import { BackupRefused, readBackupFile } from './backup-file.ts';
import { syncFolder, syncTree } from './sync-to-disk.ts';
import { DATABASE_PREFIX, isPostgresPath } from './database-copy.ts';
import {
  BACKED_UP_SECRETS,
  LEGACY_DATABASE_ENTRY,
  MEDIA_PREFIX,
  SECRETS_PREFIX,
} from './make-backup.ts';

/** The target folder holds something: a restore never mixes a backup into live data. */
export class RestoreTargetNotEmpty extends Error {}

/**
 * The target folder is a disk of its own (a mount point): the restored folder, written beside
 * it and moved into place at the end, cannot be moved onto another disk.
 */
export class RestoreTargetIsMount extends Error {}

/** Whether `dir` is absent or an empty folder. */
async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty or absent. Everything is written into a
 * sibling folder first and moved into place only once the whole file has authenticated, so a
 * damaged or cut-off backup leaves `dataDir` as it was (empty) and nothing half-restored.
 */
export async function restoreBackup(
  file: string,
  key: string,
  dataDir: string,
): Promise<{ mediaFiles: number }> {
  if (!(await isEmptyOrAbsent(dataDir))) throw new RestoreTargetNotEmpty(dataDir);
  // DATA_DIR as a link to an empty folder: the folder it names is the one restored into.
  // A link to a folder not made yet: the path it names.
  dataDir = await realpath(dataDir).catch(async (err: unknown) => {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const link = await lstat(dataDir).catch(() => undefined);
    return link?.isSymbolicLink()
      ? path.resolve(path.dirname(dataDir), await readlink(dataDir))
      : dataDir;
  });
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const here = await stat(dataDir).catch(() => undefined);
  if (here && here.dev !== (await stat(parent)).dev) throw new RestoreTargetIsMount(dataDir);
  const staging = path.join(
    parent,
    `.${path.basename(dataDir)}.restaurando-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(staging, { mode: 0o700 });
  let legacyDump: Buffer | undefined;
  let databaseFiles = 0;
  let mediaFiles = 0;
  try {
    await readBackupFile(file, key, async (name, size, body) => {
      if (name === LEGACY_DATABASE_ENTRY) {
        legacyDump = await collect(body);
        return;
      }
      if (name.endsWith('/')) {
        if (!name.startsWith(DATABASE_PREFIX))
          throw new BackupRefused(`item desconhecido: ${name}`);
        if (size !== 0) throw new BackupRefused(`item inválido: ${name}`);
        await mkdir(targetOf(staging, name.slice(0, -1)), { recursive: true, mode: 0o700 });
        return;
      }
      const target = targetOf(staging, name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(body, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      if (name.startsWith(MEDIA_PREFIX)) mediaFiles++;
      if (name.startsWith(DATABASE_PREFIX)) databaseFiles++;
    });
    if (legacyDump) {
      // A backup made before the online copy: PGlite unpacks its own dump into the folder.
      const tarball = await collect(createGunzipOf(legacyDump));
      const pglite = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([new Uint8Array(tarball)]),
      });
      await pglite.close();
    } else if (databaseFiles > 0) {
      // Opened once here: PostgreSQL finds backup_label and replays the WAL copied with the
      // files, so the folder moved into place is one that opens (and a copy that does not
      // replay fails the restore instead of the next start).
      let pglite: PGlite;
      try {
        pglite = await PGlite.create({ dataDir: staging });
      } catch (err) {
        throw new BackupRefused(
          `o banco copiado não abre (${err instanceof Error ? err.message : String(err)})`,
        );
      }
      await pglite.close();
    } else throw new BackupRefused('a cópia não tem o banco de dados');
    // Checked again at the end: something may have been put there meanwhile.
    if (!(await isEmptyOrAbsent(dataDir))) throw new RestoreTargetNotEmpty(dataDir);
    await rmdir(dataDir).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    });
    // On disk before the folder is in place, and the move itself after: a power cut right after
    // the restore must not leave a DATA_DIR of empty or partial files for the server to start on.
    await chmod(staging, 0o700);
    await syncTree(staging);
    await rename(staging, dataDir);
  } catch (err) {
    await rm(staging, { recursive: true, force: true, maxRetries: 3 });
    throw err;
  }
  // In place: a failure to sync its new name does not undo it (and the folder is not empty now).
  await syncFolder(parent).catch(() => {});
  return { mediaFiles };
}

/**
 * The parts of an entry's name below its prefix: each a plain name. An empty part, '.', '..', a
 * backslash or a NUL would let a name step out of its place (`database/base/../conecta.lock`
 * lands beside the database, past the secrets' list), so the whole file is refused.
 */
function partsOf(name: string, prefix: string): string[] {
  const parts = name.slice(prefix.length).split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || /[\\\0]/.test(p)))
    throw new BackupRefused(`caminho inválido: ${name.replace(/\0/g, '\\0')}`);
  return parts;
}

/** Where an entry goes inside the folder; a name that would leave it is a damaged file. */
function targetOf(root: string, name: string): string {
  let rel: string;
  if (name.startsWith(SECRETS_PREFIX)) {
    const secret = name.slice(SECRETS_PREFIX.length);
    if (!(BACKED_UP_SECRETS as readonly string[]).includes(secret))
      throw new BackupRefused(`item desconhecido: ${name}`);
    rel = secret;
  } else if (name.startsWith(MEDIA_PREFIX)) {
    rel = path.join('media', ...partsOf(name, MEDIA_PREFIX));
  } else if (name.startsWith(DATABASE_PREFIX)) {
    const parts = partsOf(name, DATABASE_PREFIX);
    if (!isPostgresPath(parts.join('/'))) throw new BackupRefused(`item desconhecido: ${name}`);
    rel = path.join(...parts);
  } else throw new BackupRefused(`item desconhecido: ${name}`);
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) throw new BackupRefused(`caminho inválido: ${name}`);
  return full;
}

function createGunzipOf(bytes: Buffer): Readable {
  const gunzip = createGunzip();
  gunzip.end(bytes);
  return gunzip;
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
