import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCallback,
  type BinaryLike,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';

import { syncFile } from './sync-to-disk.ts';

/**
 * One backup file: a clear header, then one AES-256-GCM stream of entries, then its 16-byte tag.
 *
 *   MAGIC (16) | salt (16) | iv (12) | ciphertext ... | tag (16)
 *
 * Version 2 (written now) compresses the plain stream with gzip before it is encrypted: the
 * database's files travel as files (database-copy.ts), no longer as a gzipped dump. Version 1
 * files (uncompressed stream) are still read.
 *
 * The key is scrypt(BACKUP_KEY, salt); the header is the cipher's additional data, so a changed
 * byte anywhere (or a cut-off end: the last 16 bytes are then not the tag) fails the check. The
 * plain stream is a row of entries, each a 4-byte length, a JSON head `{ name, size }` and `size`
 * bytes, closed by a head `{ end: true, entries }`: a file that authenticates but lacks the end
 * (written by a broken writer) is refused too.
 */
const MAGIC = Buffer.from('CONECTA-BACKUP-2', 'ascii');
const MAGIC_V1 = Buffer.from('CONECTA-BACKUP-1', 'ascii');
const HEADER_LENGTH = MAGIC.length + 16 + 12;
const DAMAGED = 'arquivo danificado, incompleto ou de outra chave';
// Fast compression: the backup runs beside a serving server on few cores; PostgreSQL's pages
// shrink about as much at level 1 as at 6, and media files (already compressed) not at all.
const GZIP_LEVEL = 1;
const TAG_LENGTH = 16;
const MAX_HEAD = 64 * 1024;

const scrypt = promisify(scryptCallback) as (
  password: BinaryLike,
  salt: BinaryLike,
  keylen: number,
) => Promise<Buffer>;

export interface BackupEntry {
  name: string;
  size: number;
  /** The bytes, read only when the entry is written. */
  body: () => Readable;
}

/** What a restore reads: a file that is not a backup, or not this key's, or damaged. */
export class BackupRefused extends Error {}

function head(value: object): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json]);
}

async function* plainStream(entries: AsyncIterable<BackupEntry>): AsyncGenerator<Buffer> {
  let count = 0;
  for await (const entry of entries) {
    yield head({ name: entry.name, size: entry.size });
    let written = 0;
    for await (const chunk of entry.body()) {
      const buf = chunk as Buffer;
      written += buf.length;
      if (written > entry.size) break;
      yield buf;
    }
    // A file that changed size while it was read would shift every entry after it.
    if (written !== entry.size)
      throw new Error(`${entry.name} mudou de tamanho durante a cópia (${written}/${entry.size})`);
    count++;
  }
  yield head({ end: true, entries: count });
}

/** Writes the entries, encrypted, to `file` (a partial name: the caller renames it). */
export async function writeBackupFile(
  file: string,
  key: string,
  entries: AsyncIterable<BackupEntry>,
): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', await scrypt(key, salt, 32), iv);
  cipher.setAAD(header);
  const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
  await pipeline(
    Readable.from(plainStream(entries)),
    createGzip({ level: GZIP_LEVEL }),
    async function* (compressed: AsyncIterable<Buffer>) {
      yield header;
      for await (const chunk of compressed) {
        const sealed = cipher.update(chunk);
        if (sealed.length > 0) yield sealed;
      }
      yield cipher.final();
      yield cipher.getAuthTag();
    },
    out,
  );
  // Durable before it is renamed into place: a crash after the rename finds the whole file.
  await syncFile(file);
}

/**
 * Reads a backup, handing each entry's plain bytes to `onEntry` as they are decrypted. The bytes
 * are authenticated only at the end: the caller writes them somewhere provisional and keeps them
 * only if this resolves; a rejection (BackupRefused) means nothing read may be trusted.
 */
export async function readBackupFile(
  file: string,
  key: string,
  onEntry: (name: string, size: number, body: Readable) => Promise<void>,
): Promise<{ entries: number }> {
  const { size } = await stat(file);
  if (size < HEADER_LENGTH + TAG_LENGTH) throw new BackupRefused('arquivo curto demais');
  const handle = await open(file, 'r');
  const header = Buffer.alloc(HEADER_LENGTH);
  const tag = Buffer.alloc(TAG_LENGTH);
  try {
    await handle.read(header, 0, HEADER_LENGTH, 0);
    await handle.read(tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    await handle.close();
  }
  const magic = header.subarray(0, MAGIC.length);
  const compressed = magic.equals(MAGIC);
  if (!compressed && !magic.equals(MAGIC_V1))
    throw new BackupRefused('não é uma cópia de segurança do Conecta Clínica');
  const salt = header.subarray(MAGIC.length, MAGIC.length + 16);
  const iv = header.subarray(MAGIC.length + 16);
  const cipherKey = await scrypt(key, salt, 32);
  const decipherOf = () => {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey, iv);
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    return decipher;
  };
  const decipher = decipherOf();
  const body = () => createReadStream(file, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 });

  const parser = createEntryParser(onEntry);
  try {
    await pipeline([
      body(),
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          done(null, decipher.update(chunk));
        },
        flush(done) {
          try {
            decipher.final();
            done();
          } catch {
            done(new BackupRefused(DAMAGED));
          }
        },
      }),
      ...(compressed ? [createGunzip()] : []),
      parser.sink,
    ]);
  } catch (err) {
    // The entry being written when the check failed is ended first, so the caller removing what
    // was written does not race a file still being written.
    await parser.abort();
    // Bytes that fail before the tag is reached (gzip's own check, an entry's name) may be a
    // changed or cut-off file: the tag says which, so a damaged file is always named so.
    if (!(err instanceof BackupRefused && err.message === DAMAGED) && !(await authentic()))
      throw new BackupRefused(DAMAGED);
    throw err;
  }
  return { entries: parser.finished() };

  async function authentic(): Promise<boolean> {
    const check = decipherOf();
    for await (const chunk of body()) check.update(chunk as Buffer);
    try {
      check.final();
      return true;
    } catch {
      return false;
    }
  }
}

/** Splits the plain stream into entries, each handed on as a stream of its own bytes. */
function createEntryParser(onEntry: (name: string, size: number, body: Readable) => Promise<void>) {
  let buffer: Buffer = Buffer.alloc(0);
  type Current = {
    body: Readable;
    left: number;
    done: Promise<void>;
    wanted?: () => void;
    /** The reader finished without reading all of it: the rest is skipped, not buffered. */
    settled?: { failed: unknown } | 'read';
  };
  let current: Current | undefined;
  let ended: number | undefined;
  let count = 0;

  // A wrong key decrypts to noise too, which usually fails here before the tag is checked.
  const refuse = (why: string) =>
    new BackupRefused(`arquivo danificado, incompleto ou de outra chave (${why})`);

  let aborted = false;

  async function drain(): Promise<void> {
    for (;;) {
      if (aborted) return;
      if (current) {
        if (current.left === 0) {
          current.body.push(null);
          await current.done;
          current = undefined;
          count++;
          continue;
        }
        // A reader that failed stops the restore now, not after its entry's last byte.
        if (current.settled && current.settled !== 'read') throw current.settled.failed;
        if (buffer.length === 0) return;
        const piece = buffer.subarray(0, Math.min(buffer.length, current.left));
        buffer = buffer.subarray(piece.length);
        current.left -= piece.length;
        if (current.settled) continue;
        if (!current.body.push(piece)) {
          // The reader is behind (a slow disk): wait for it to ask, or to be done (a failed
          // reader asks no more), so a 1 GB entry never piles up in memory.
          const entry = current;
          await Promise.race([
            new Promise<void>((resolve) => (entry.wanted = resolve)),
            entry.done.then(
              () => {},
              () => {},
            ),
          ]);
          entry.wanted = undefined;
        }
        continue;
      }
      if (buffer.length < 4) return;
      const length = buffer.readUInt32BE(0);
      if (length > MAX_HEAD) throw refuse('cabeçalho de item');
      if (buffer.length < 4 + length) return;
      if (ended !== undefined) throw refuse('dados depois do fim');
      let parsed: { name?: unknown; size?: unknown; end?: unknown; entries?: unknown };
      try {
        parsed = JSON.parse(buffer.subarray(4, 4 + length).toString('utf8')) as typeof parsed;
      } catch {
        throw refuse('cabeçalho ilegível');
      }
      buffer = buffer.subarray(4 + length);
      if (parsed.end === true) {
        if (parsed.entries !== count) throw refuse('itens faltando');
        ended = count;
        continue;
      }
      if (
        typeof parsed.name !== 'string' ||
        typeof parsed.size !== 'number' ||
        !Number.isSafeInteger(parsed.size) ||
        parsed.size < 0
      )
        throw refuse('cabeçalho inválido');
      // Back-pressure: `drain` waits when a push fills the body's buffer until the reader asks
      // for more, and the file is read no faster than `drain` runs.
      // The reader may ask before `onEntry` returns (reading at once): `entry` is set by then
      // or the ask is for the first bytes, which come without waiting.
      let entry: Current | undefined;
      const body = new Readable({
        read() {
          entry?.wanted?.();
        },
      });
      const done = onEntry(parsed.name, parsed.size, body);
      entry = { body, left: parsed.size, done };
      const settling = entry;
      // Awaited when the entry's bytes are all pushed; a failure before then is thrown by the
      // next `drain`, and a reader done early has the rest of its bytes skipped.
      done.then(
        () => (settling.settled = 'read'),
        (failed: unknown) => {
          settling.settled = { failed };
          settling.wanted?.();
        },
      );
      current = entry;
    }
  }

  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      drain().then(() => done(), done);
    },
    final(done) {
      drain().then(() => done(), done);
    },
  });
  return {
    sink,
    async abort(): Promise<void> {
      aborted = true;
      const entry = current;
      if (!entry) return;
      // With an error, so its reader stops (a plain destroy can leave it waiting); the reader
      // may be gone already, and the error is then nobody's to handle.
      entry.body.on('error', () => {});
      entry.body.destroy(new BackupRefused('leitura interrompida'));
      await entry.done.catch(() => {});
    },
    finished(): number {
      if (ended === undefined || current || buffer.length > 0) throw refuse('fim ausente');
      return ended;
    },
  };
}
