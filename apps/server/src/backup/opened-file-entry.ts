import { open } from 'node:fs/promises';

import type { BackupEntry } from './backup-file.ts';

/**
 * A file opened now, so that its size is the one read even if its message is erased meanwhile;
 * nothing when it is already gone. Should the backup be given up before its bytes are read (a
 * write failed), the generator's return closes the handle here instead of leaving it to the GC.
 */
export async function* openedFileEntry(
  file: string,
  name: string,
): AsyncGenerator<BackupEntry & { ino: number }> {
  const handle = await open(file, 'r').catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  });
  if (!handle) return;
  let taken = false;
  try {
    // The inode too: the file opened, for a caller that checks its name still leads to it.
    const { size, ino } = await handle.stat();
    yield {
      name,
      size,
      ino,
      body: () => {
        taken = true;
        return handle.createReadStream({ autoClose: true });
      },
    };
  } finally {
    if (!taken) await handle.close();
  }
}
