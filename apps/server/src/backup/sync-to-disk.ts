import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** fsync: for a folder, its entries (names made or moved in it). */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every file and folder under `dir`, and `dir` itself, synced to the disk. */
export async function syncTree(dir: string): Promise<void> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) await syncTree(full);
    else if (e.isFile()) await syncFile(full);
  }
  await syncFile(dir);
}
