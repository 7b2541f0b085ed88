import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { OnlineCopy } from '../db/client.ts';
import type { BackupEntry } from './backup-file.ts';
import { openedFileEntry } from './opened-file-entry.ts';

/** The backup's entries for PostgreSQL's files: `database/<path>`, a folder's ending in '/'. */
export const DATABASE_PREFIX = 'database/';

/**
 * PGlite's folder is DATA_DIR: besides PostgreSQL's files it holds ours (the lock, the secrets,
 * the backup status, the media). Only PostgreSQL's are copied as the database: the secrets and
 * the media travel as entries of their own, and a restored `conecta.lock` would name a process
 * of the old machine (a live pid by chance would keep the server from starting).
 */
export function isPostgresPath(rel: string): boolean {
  const top = rel.split('/')[0] ?? '';
  return (
    top === 'PG_VERSION' ||
    top === 'base' ||
    top === 'global' ||
    top === 'backup_label' ||
    top.startsWith('pg_') ||
    top.startsWith('postgresql.')
  );
}

// What pg_basebackup leaves out (its basebackup.c): folders whose contents a started server
// makes anew, and files of the running server. The WAL is copied after the stop, not walked.
const EMPTIED = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['backup_label', 'backup_label.old', 'tablespace_map', 'backup_manifest']);
const WAL_FILE = /^[0-9A-F]{24}$/;

function isLeftOut(name: string): boolean {
  return LEFT_OUT.has(name) || name.startsWith('pg_internal.init') || name.startsWith('pgsql_tmp');
}

/**
 * The database's entries, read from disk while the server keeps serving: PostgreSQL's low-level
 * base backup. `start` checkpoints; every file is then copied as it is on disk (a page changed
 * meanwhile may be torn, which is why PostgreSQL writes whole pages to the WAL during a backup);
 * `stop` answers `backup_label`, and the WAL from the start's file to the stop's replays every
 * change made during the copy when the restored folder first opens. The copy is the database as
 * of the stop. Only PGlite's one session runs the backup, so no other can be under way.
 */
export async function* databaseEntries(copy: OnlineCopy, at: Date): AsyncGenerator<BackupEntry> {
  const root = path.resolve(copy.dataDir);
  const { startWal } = await copy.start(`conecta ${at.toISOString()}`);
  let stopped = false;
  try {
    yield* walk(root, '');
    stopped = true;
    const { labelFile, endWal } = await copy.stop();
    const label = Buffer.from(labelFile, 'utf8');
    yield {
      name: `${DATABASE_PREFIX}backup_label`,
      size: label.length,
      body: () => Readable.from([label]),
    };
    const wal = (await readdir(path.join(root, 'pg_wal')))
      .filter((n) => WAL_FILE.test(n) && n >= startWal && n <= endWal)
      .sort();
    // Only a checkpoint during the copy recycles WAL files: PGlite's single-user PostgreSQL
    // does not checkpoint on its own, but the erased-rows compactor's `VACUUM FULL` ends with
    // one (it runs on the scheduler's tick, as the daily backup does, so only a copy asked by
    // `npm run backup` can meet it). The copy would then not replay, so it is refused and the
    // failure says so; the next one starts afresh.
    if (wal[0] !== startWal)
      throw new Error('o registro de transações do início da cópia foi reciclado durante ela');
    // A WAL file is opened when listed, and after its bytes are read its name must still be
    // that file (a recycled segment is renamed and written over): read as zeros or as another
    // segment, the copy would end in a restore that does not open, so the backup fails here.
    const recycled = () => new Error('o registro de transações foi reciclado durante a cópia');
    for (const name of wal) {
      const file = path.join(root, 'pg_wal', name);
      let opened: number | undefined;
      for await (const entry of openedFileEntry(file, `${DATABASE_PREFIX}pg_wal/${name}`)) {
        opened = entry.ino;
        yield entry;
      }
      if (opened === undefined) throw recycled();
      const now = await stat(file).catch(() => undefined);
      if (now?.ino !== opened) throw recycled();
    }
  } finally {
    // A copy given up half-way (a write failed) ends PostgreSQL's backup mode too. Should that
    // fail as well, the next copy's start ends the one left open (client.ts).
    if (!stopped) await copy.stop().catch(() => {});
  }
}

async function* walk(root: string, rel: string): AsyncGenerator<BackupEntry> {
  let found;
  try {
    found = await readdir(path.join(root, rel), { withFileTypes: true });
  } catch (err) {
    // A folder dropped during the copy (a database dropped): the WAL replays the drop.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  found.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of found) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (rel === '' && !isPostgresPath(child)) continue;
    if (isLeftOut(e.name)) continue;
    if (e.isDirectory()) {
      yield { name: `${DATABASE_PREFIX}${child}/`, size: 0, body: () => Readable.from([]) };
      if (rel === '' && EMPTIED.has(e.name)) {
        // The WAL's own subfolders are kept (PostgreSQL expects them), empty.
        if (e.name === 'pg_wal')
          for (const sub of ['archive_status', 'summaries'])
            yield {
              name: `${DATABASE_PREFIX}pg_wal/${sub}/`,
              size: 0,
              body: () => Readable.from([]),
            };
        continue;
      }
      yield* walk(root, child);
    } else if (e.isFile()) {
      const entry = await fileEntry(path.join(root, child), child);
      if (entry) yield entry;
    }
  }
}

/**
 * A file of the running database. Its size is read now; PostgreSQL may extend, truncate or
 * remove it before it is read. As pg_basebackup does, the copy is of that size, cut or padded
 * with zeros (the WAL rewrites every page changed since the start, and replays a removal). It
 * is opened only when its bytes are read, so a copy given up before then leaves nothing open.
 */
async function fileEntry(file: string, rel: string): Promise<BackupEntry | undefined> {
  const size = await stat(file).then(
    (s) => s.size,
    (err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    },
  );
  if (size === undefined) return undefined;
  return { name: `${DATABASE_PREFIX}${rel}`, size, body: () => Readable.from(exactly(file, size)) };
}

const CHUNK = 256 * 1024;

async function* exactly(file: string, size: number): AsyncGenerator<Buffer> {
  let at = 0;
  const handle = await open(file, 'r').catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  });
  if (handle) {
    try {
      while (at < size) {
        const buf = Buffer.allocUnsafe(Math.min(CHUNK, size - at));
        const { bytesRead } = await handle.read(buf, 0, buf.length, at);
        if (bytesRead === 0) break;
        at += bytesRead;
        yield buf.subarray(0, bytesRead);
      }
    } finally {
      await handle.close();
    }
  }
  // Zeros for what was cut meanwhile, a piece at a time (a table's file may be 1 GB).
  while (at < size) {
    const n = Math.min(CHUNK, size - at);
    at += n;
    yield Buffer.alloc(n);
  }
}
