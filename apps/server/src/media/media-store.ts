import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';

import { LOCAL_WORK_DIR } from './local-media-driver.ts';
import type { MediaDriver } from './media-driver.ts';
import type { MediaKeyring } from './media-keyring.ts';
import { sealedLength, sealStream, unsealStream } from './media-seal.ts';
import { cleanMediaType } from '../lib/media-type.ts';

/** Files sealed at rest end so; the others were stored before sealing and wait for it. */
export const SEALED_SUFFIX = '.enc';
// The clinic's id, then one file name (no folder, no '..'); ours are a UUID and an extension.
const KEY_SHAPE = /^([0-9a-f-]{36})\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]{1,8}){0,2}$/;

/**
 * The product's own copy of message media: provider links expire, these do not. Every file is
 * sealed with its clinic's key on the way in and opened on the way out, on whichever
 * driver holds the bytes. Keys are generated here, never taken from input.
 */
export function createMediaStore(deps: {
  driver: MediaDriver;
  keyring: MediaKeyring;
  /** This machine's folder for downloads under way (DATA_DIR/media/.baixando). */
  workDir: string;
}) {
  const { driver, keyring } = deps;
  /** Downloads under way in this process (never swept). */
  const mine = new Set<string>();
  const clinicOf = (key: string) => {
    const match = KEY_SHAPE.exec(key);
    if (!match) throw new Error('caminho de mídia inválido');
    return match[1]!;
  };
  const newKey = (clinicId: string, ext: string) =>
    `${clinicId}/${randomUUID()}.${
      ext
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 8)
        .toLowerCase() || 'bin'
    }${SEALED_SUFFIX}`;
  const put = async (key: string, plain: Readable, bytes: number) => {
    const { version, key: clinicKey } = await keyring.current(clinicOf(key));
    // pipeline, not pipe: a store that fails mid-way also closes the file being read.
    const sealed = pipeline(plain, sealStream(clinicKey, version), () => undefined);
    await driver.put(key, sealed, sealedLength(bytes));
  };
  const open = async (key: string): Promise<Readable> => {
    const clinicId = clinicOf(key);
    const stored = await driver.get(key);
    if (!key.endsWith(SEALED_SUFFIX)) return stored;
    // pipeline, not pipe: a browser that goes away also closes the file (or the S3 body).
    return pipeline(
      stored,
      unsealStream((version) => keyring.get(clinicId, version)),
      () => undefined,
    );
  };
  return {
    async save(clinicId: string, bytes: Buffer, ext: string): Promise<string> {
      const key = newKey(clinicId, ext);
      await put(key, Readable.from([bytes]), bytes.length);
      return key;
    },
    /**
     * A file on this machine for a download under way; `adopt` seals it into the store and
     * `dropTemp` removes it. Plain bytes until sealed: a process killed mid-download leaves one,
     * which `sweepWork` removes.
     */
    async tempFile(): Promise<string> {
      await mkdir(deps.workDir, { recursive: true });
      const file = path.join(deps.workDir, randomUUID());
      mine.add(file);
      return file;
    },
    async dropTemp(file: string): Promise<void> {
      await rm(file, { force: true });
      mine.delete(file);
    },
    /**
     * Removes downloads left by a process that died mid-way (kill -9, a crash): files of the work
     * folder this process is not writing and untouched for `idleMs`, longer than any download
     * takes, so those of another live process sharing the folder are left alone. Their age is
     * read against the time the file system gives a file written now (not the app's clock, nor
     * the process's: a network disk or a faked process clock may not agree with the disk's).
     */
    async sweepWork(idleMs: number): Promise<number> {
      let names: string[];
      try {
        names = await readdir(deps.workDir);
      } catch {
        return 0;
      }
      const now = await diskNow(deps.workDir);
      if (now === undefined) return 0;
      let removed = 0;
      for (const name of names) {
        const file = path.join(deps.workDir, name);
        if (mine.has(file) || name === NOW_PROBE) continue;
        const info = await stat(file).catch(() => undefined);
        if (!info || now - info.mtimeMs < idleMs) continue;
        await rm(file, { force: true, recursive: true });
        removed++;
      }
      return removed;
    },
    /**
     * Seals a finished download of `bytes` bytes into the clinic's media; answers its stored key.
     * The caller still removes the download (`dropTemp`).
     */
    async adopt(clinicId: string, tempFile: string, ext: string, bytes: number): Promise<string> {
      const key = newKey(clinicId, ext);
      await put(key, createReadStream(tempFile), bytes);
      return key;
    },
    /** The file's plain bytes, opened as they stream; rejects with MediaMissing. */
    open,
    remove: (key: string) => driver.remove(key),
    /**
     * Seals a file stored before sealing existed, under the same name plus the suffix (so two
     * processes doing it at once write the same key); the plain one is left for the caller to
     * remove once the database names the sealed one.
     */
    async sealLegacy(key: string): Promise<string> {
      if (key.endsWith(SEALED_SUFFIX)) return key;
      const bytes = await driver.size(key);
      const sealed = `${key}${SEALED_SUFFIX}`;
      await put(sealed, await driver.get(key), bytes ?? 0);
      return sealed;
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

/**
 * The probe `sweepWork` writes to read the disk's time. One name for every process and every
 * sweep: a process killed between writing and removing it leaves this one file, which the next
 * sweep (any process's) writes over and removes; a name of its own per sweep would stay forever.
 */
const NOW_PROBE = '.agora';

/** The time the file system gives a file written now; undefined when the folder is unusable. */
async function diskNow(dir: string): Promise<number | undefined> {
  const probe = path.join(dir, NOW_PROBE);
  // Two processes sweeping at once share the probe: one may remove it between the other's write
  // and stat, so the other writes it again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(probe, '');
      const { mtimeMs } = await stat(probe);
      await rm(probe, { force: true });
      return mtimeMs;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    }
  }
  return undefined;
}

/** Where downloads wait, beside the local media (same disk: no copy when stored locally). */
export const mediaWorkDir = (dataDir: string) => path.join(dataDir, 'media', LOCAL_WORK_DIR);

/** The extension each type a file can be stored as gets; any other type is stored as `.bin`. */
const EXT_BY_MIME: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/amr': 'amr',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/**
 * A file's extension from its cleaned type only. Never from the provider's URL: a webhook names
 * that URL, and an image saved as `.html` would open as a page from the patient's export.
 */
export function extensionFor(mime: string | null | undefined): string {
  const type = cleanMediaType(mime);
  return (type && EXT_BY_MIME[type]) ?? 'bin';
}
