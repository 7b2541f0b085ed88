import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** fsync of a file's bytes (opened for writing: Windows refuses it on a read-only handle). */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * fsync of a folder: its entries (names made or moved in it). Some systems cannot (Windows, some
 * file systems): as PostgreSQL's own fsync of a folder, that is not an error, nothing more can be
 * done there.
 */
export async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (!['EBADF', 'EACCES', 'EPERM', 'EINVAL', 'EISDIR'].includes(code)) throw err;
  } finally {
    await handle?.close();
  }
}

/** Every file and folder under `dir`, and `dir` itself, synced to the disk. */
export async function syncTree(dir: string): Promise<void> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) await syncTree(full);
    else if (e.isFile()) await syncFile(full);
  }
  await syncFolder(dir);
}
