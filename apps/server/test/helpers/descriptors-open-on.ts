import { readdir, readlink } from 'node:fs/promises';

/** How many of this process's descriptors are open on `file` (Linux's /proc). */
export async function descriptorsOpenOn(file: string): Promise<number> {
  let n = 0;
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target === file) n++;
  }
  return n;
}
