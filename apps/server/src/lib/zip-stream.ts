import { createHash } from 'node:crypto';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** Above this, ZIP needs its 64-bit extension, which this writer does not write. */
const ZIP32_LIMIT = 0xffff_ffff;

interface Entry {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export class ZipTooLarge extends Error {}

/**
 * The reader went away before the ZIP was whole (the browser closed the download, the connection
 * dropped): nothing failed on this side, so the caller stops quietly.
 */
export class ZipCancelled extends Error {
  constructor(options?: ErrorOptions) {
    super('o download foi interrompido', options);
  }
}

/** MS-DOS time and date, the only ones the basic ZIP header has (2-second steps). */
function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * Resolves once `stream` takes writes again, or never will (it closed or failed: the caller looks
 * at `destroyed`). Not a race of two `events.once`: the loser's listeners stay behind on every
 * wait (a thousand of them over one large file), and a stream destroyed before the wait has no
 * 'drain' to come and has sent its 'close' already, which left the export waiting forever.
 */
function writable(stream: Writable): Promise<void> {
  if (stream.destroyed || !stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}

/** A source that holds something open (a file, an S3 body), which can be closed early. */
function closable(source: unknown): { destroy(): unknown } | null {
  const s = source as { destroy?: unknown } | null;
  return typeof s === 'object' && s !== null && typeof s.destroy === 'function'
    ? (s as { destroy(): unknown })
    : null;
}

/**
 * A ZIP written as it streams: each entry goes out as its bytes arrive (sizes and CRC in a data
 * descriptor after it), so a patient's gigabyte of media never sits in memory. Entries are
 * stored as they are (media are compressed already) or deflated (JSON, HTML). Names are UTF-8.
 * Up to 4 GiB in all.
 *
 * When the reader goes away (Fastify destroys the stream when the browser leaves), the entry
 * under way stops at once: its source is closed and `add`/`finish` reject with ZipCancelled;
 * `cancelled` lets the caller skip opening the next source at all.
 */
export function createZipStream(modified: Date) {
  const out = new PassThrough();
  const entries: Entry[] = [];
  const { time, date } = dosDateTime(modified);
  let offset = 0;
  // What the entry under way reads from: closed as soon as the reader goes away, not when its
  // next chunk comes (a stalled S3 body may never send one).
  const reading = new Set<{ destroy(): unknown }>();
  let cancelled = false;
  out.once('close', () => {
    if (out.writableFinished) return;
    cancelled = true;
    for (const s of reading) s.destroy();
  });

  const write = async (chunk: Buffer) => {
    // A destroyed stream's write returns false and no 'drain' ever follows: never wait on one.
    if (out.destroyed) throw new ZipCancelled();
    if (out.writableEnded) throw new Error('o ZIP já foi encerrado');
    offset += chunk.length;
    if (offset > ZIP32_LIMIT) throw new ZipTooLarge('a exportação passa de 4 GB');
    if (!out.write(chunk)) await writable(out);
    if (out.destroyed) throw new ZipCancelled();
  };

  /** Reads `input` into a deflater while writing out what it gives; answers the raw size. */
  async function deflated(
    input: Iterable<Buffer> | AsyncIterable<Buffer>,
    onChunk: (chunk: Buffer) => void,
  ): Promise<number> {
    const deflate = createDeflateRaw();
    reading.add(deflate);
    let compressed = 0;
    // Never rejects: a failed source destroys the deflater, which ends the loop below with its
    // error. So no promise is left without a reader (an unhandled rejection ends the process).
    const fed = (async () => {
      try {
        for await (const chunk of input) {
          // The loop below stopped (the reader left): leaving closes a Readable source.
          if (deflate.destroyed) return;
          onChunk(chunk);
          if (!deflate.write(chunk)) await writable(deflate);
        }
        deflate.end();
      } catch (err) {
        deflate.destroy(err as Error);
      }
    })();
    try {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await write(chunk);
      }
    } finally {
      // A failed write leaves the feeder waiting for room in the deflater: closing it wakes it.
      deflate.destroy();
      reading.delete(deflate);
      await fed;
    }
    return compressed;
  }

  async function entry(
    name: string,
    source: AsyncIterable<Buffer> | Buffer | string,
    opts: { compress?: boolean },
  ) {
    if (out.destroyed) throw new ZipCancelled();
    if (entries.length === 0xffff) throw new ZipTooLarge('a exportação passa de 65.535 arquivos');
    const nameBytes = Buffer.from(name, 'utf8');
    const method = opts.compress ? 8 : 0;
    const start = offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    // Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8.
    header.writeUInt16LE(0x0808, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    await write(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    // For a manifest that lets the reader check each file.
    const sha = createHash('sha256');
    const seen = (chunk: Buffer) => {
      crc = crc32(chunk, crc);
      sha.update(chunk);
      size += chunk.length;
    };
    let compressed = 0;
    const input: Iterable<Buffer> | AsyncIterable<Buffer> =
      typeof source === 'string'
        ? [Buffer.from(source, 'utf8')]
        : Buffer.isBuffer(source)
          ? [source]
          : source;
    if (method === 8) {
      compressed = await deflated(input, seen);
    } else {
      for await (const chunk of input) {
        seen(chunk);
        compressed += chunk.length;
        await write(chunk);
      }
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await write(descriptor);
    entries.push({ name: nameBytes, method, crc: crc >>> 0, compressed, size, offset: start });
    return { bytes: size, sha256: sha.digest('hex') };
  }

  return {
    stream: out as Readable,
    /** True once the reader went away before the ZIP was whole: open no further source. */
    get cancelled() {
      return cancelled;
    },
    /**
     * Adds one file; resolves when all of it has been written. A source stream is closed when
     * this fails, even before it was read (the reader had left already).
     */
    async add(
      name: string,
      source: AsyncIterable<Buffer> | Buffer | string,
      opts: { compress?: boolean } = {},
    ) {
      const held = closable(source);
      if (held) reading.add(held);
      try {
        return await entry(name, source, opts);
      } catch (err) {
        held?.destroy();
        // A source closed because the reader left fails with its own error (a premature close).
        if (out.destroyed && !(err instanceof ZipCancelled)) throw new ZipCancelled({ cause: err });
        throw err;
      } finally {
        if (held) reading.delete(held);
      }
    },
    /** Writes the central directory and ends the stream. */
    async finish() {
      const dirStart = offset;
      for (const e of entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(0x031e, 4); // made on Unix, spec 3.0
        h.writeUInt16LE(20, 6);
        h.writeUInt16LE(0x0808, 8);
        h.writeUInt16LE(e.method, 10);
        h.writeUInt16LE(time, 12);
        h.writeUInt16LE(date, 14);
        h.writeUInt32LE(e.crc, 16);
        h.writeUInt32LE(e.compressed, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.name.length, 28);
        h.writeUInt32LE((0o100600 << 16) >>> 0, 38); // a regular file, the owner's only
        h.writeUInt32LE(e.offset, 42);
        await write(Buffer.concat([h, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - dirStart, 12);
      end.writeUInt32LE(dirStart, 16);
      await write(end);
      out.end();
    },
    /** Ends the stream with an error (the browser sees a failed download, not a broken ZIP). */
    fail(err: Error) {
      out.destroy(err);
    },
  };
}
