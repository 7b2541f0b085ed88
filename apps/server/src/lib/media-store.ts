import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The product's own copy of message media under DATA_DIR/media: provider links expire, these do
 * not. Paths are generated here, never taken from input.
 */
export function createMediaStore(dataDir: string) {
  const root = path.join(dataDir, 'media');
  const resolve = (rel: string) => {
    const full = path.resolve(root, rel);
    if (!full.startsWith(root + path.sep)) throw new Error('caminho de mídia inválido');
    return full;
  };
  const newPath = (clinicId: string, ext: string) =>
    path.join(clinicId, `${randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '').slice(0, 8) || 'bin'}`);
  return {
    async save(clinicId: string, bytes: Buffer, ext: string): Promise<string> {
      const rel = newPath(clinicId, ext);
      await mkdir(path.dirname(resolve(rel)), { recursive: true });
      await writeFile(resolve(rel), bytes, { mode: 0o600 });
      return rel;
    },
    /** A file under the store for a download under way (same disk, so `adopt` is a rename). */
    async tempFile(): Promise<string> {
      const dir = path.join(root, '.baixando');
      await mkdir(dir, { recursive: true });
      return path.join(dir, randomUUID());
    },
    /** Moves a finished download into the user's media; answers its stored path. */
    async adopt(clinicId: string, tempFile: string, ext: string): Promise<string> {
      const rel = newPath(clinicId, ext);
      await mkdir(path.dirname(resolve(rel)), { recursive: true });
      await rename(tempFile, resolve(rel));
      return rel;
    },
    open: (rel: string) => createReadStream(resolve(rel)),
    remove: (rel: string) => rm(resolve(rel), { force: true }),
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

const EXT_BY_MIME: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};

export function extensionFor(mime: string | null | undefined, url?: string | null): string {
  if (mime && EXT_BY_MIME[mime.toLowerCase()]) return EXT_BY_MIME[mime.toLowerCase()]!;
  const fromUrl = url ? /\.([a-z0-9]{2,5})(?:$|\?)/i.exec(url)?.[1] : undefined;
  return fromUrl?.toLowerCase() ?? 'bin';
}
