import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { type MediaDriver, MediaMissing } from './media-driver.ts';

/** Downloads under way (see MediaStore.tempFile) and writes not yet complete, never media. */
export const LOCAL_WORK_DIR = '.baixando';
const PARTIAL = '.parcial';

/** Media under DATA_DIR/media, one file a key. */
export function createLocalMediaDriver(root: string) {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('caminho de mídia inválido');
    return full;
  };
  const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    root,
    async put(key: string, body: Readable, length: number) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file, a crash leaves no key.
      const partial = `${file}.${randomUUID()}${PARTIAL}`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        const { size } = await stat(partial);
        if (size !== length)
          throw new Error(`arquivo de mídia com ${size} bytes, esperados ${length}`);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key: string) {
      // Opened before answering, so a missing file is a 404 and not a broken answer.
      const handle = await open(resolve(key), 'r').catch((err: unknown) => {
        throw isMissing(err) ? new MediaMissing(key) : err;
      });
      return handle.createReadStream();
    },
    async size(key: string) {
      return stat(resolve(key)).then(
        (s) => s.size,
        (err: unknown) => {
          if (isMissing(err)) return null;
          throw err;
        },
      );
    },
    async remove(key: string) {
      await rm(resolve(key), { force: true });
    },
    /** Every stored key (what `media:move-to-s3` copies). */
    async *list(): AsyncGenerator<string> {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: unknown) => {
          if (isMissing(err)) return [];
          throw err;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL)) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name));
        if (key.split(path.sep)[0] === LOCAL_WORK_DIR) continue;
        yield key.split(path.sep).join('/');
      }
    },
  } satisfies MediaDriver & Record<string, unknown>;
}
export type LocalMediaDriver = ReturnType<typeof createLocalMediaDriver>;
