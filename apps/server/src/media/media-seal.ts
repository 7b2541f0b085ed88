import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Media sealed at rest: AES-256-GCM in chunks, so a file of any size is sealed and
 * opened while it streams, and every 64 KiB is checked before it is let out (one tag for a whole
 * voice note would be checked only after the browser had it all). Each file has its own key,
 * derived from the clinic's key and a random salt, so nonces are a plain counter.
 *
 * Format: 'CCM1' | clinic key version (uint32) | salt (16) | chunks. A chunk is up to 64 KiB of
 * ciphertext and its 16-byte tag; its nonce is the chunk's number, with a last byte of 1 on the
 * final chunk, so a file cut at a chunk boundary or chunks put in another order do not open.
 */
const MAGIC = Buffer.from('CCM1');
const HEADER_BYTES = MAGIC.length + 4 + 16;
const CHUNK = 64 * 1024;
const TAG = 16;

export class SealedMediaError extends Error {}

function fileKey(clinicKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', clinicKey, salt, 'conecta-midia-v1', 32));
}

function nonce(index: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeUIntBE(index, 2, 6);
  n[11] = last ? 1 : 0;
  return n;
}

/** How many bytes `plainBytes` take sealed (an object store wants the length before the body). */
export function sealedLength(plainBytes: number): number {
  // The final chunk holds the last 1 to 64 KiB (or nothing, for an empty file).
  return HEADER_BYTES + plainBytes + TAG * Math.max(1, Math.ceil(plainBytes / CHUNK));
}

/** Seals what flows through with the clinic key `key` (version `version`). */
export function sealStream(key: Buffer, version: number): Transform {
  const salt = randomBytes(16);
  const k = fileKey(key, salt);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const chunk = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', k, nonce(index++, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(version, MAGIC.length);
  salt.copy(header, MAGIC.length + 4);
  let started = false;
  return new Transform({
    transform(data: Buffer, _enc, cb) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending.push(data);
      pendingBytes += data.length;
      // A chunk goes only when more follows it: the final one is known at the end.
      if (pendingBytes > CHUNK) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK) {
          this.push(chunk(all.subarray(0, CHUNK), false));
          all = all.subarray(CHUNK);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      cb();
    },
    flush(cb) {
      if (!started) this.push(header);
      cb(null, chunk(Buffer.concat(pending), true));
    },
  });
}

/**
 * Opens a sealed stream; `keyFor(version)` answers the clinic key of the version the file names.
 * A wrong key, a changed byte or a cut file end the stream with an error.
 */
export function unsealStream(keyFor: (version: number) => Promise<Buffer>): Transform {
  let k: Buffer | undefined;
  let buffered: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (sealed: Buffer, last: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', k!, nonce(index++, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG)),
        decipher.final(),
      ]);
    } catch {
      throw new SealedMediaError('arquivo de mídia alterado ou chave errada');
    }
  };
  return new Transform({
    transform(data: Buffer, _enc, cb: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
      const go = async () => {
        if (!k) {
          if (buffered.length < HEADER_BYTES) return;
          if (!buffered.subarray(0, MAGIC.length).equals(MAGIC))
            throw new SealedMediaError('arquivo de mídia sem o selo esperado');
          const version = buffered.readUInt32BE(MAGIC.length);
          const salt = buffered.subarray(MAGIC.length + 4, HEADER_BYTES);
          k = fileKey(await keyFor(version), Buffer.from(salt));
          buffered = buffered.subarray(HEADER_BYTES);
        }
        // A chunk is opened only when more follows it (the final one has its own nonce).
        while (buffered.length > CHUNK + TAG) {
          this.push(open(buffered.subarray(0, CHUNK + TAG), false));
          buffered = buffered.subarray(CHUNK + TAG);
        }
      };
      go().then(() => cb(), cb);
    },
    flush(cb) {
      try {
        if (!k || buffered.length < TAG) throw new SealedMediaError('arquivo de mídia incompleto');
        cb(null, open(buffered, true));
      } catch (err) {
        cb(err as Error);
      }
    },
  });
}
