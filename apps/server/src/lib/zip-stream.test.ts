// @runtime: streams and zlib (the export's ZIP writer, back-pressure and cancellation).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type Duplex, Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readZip } from '../../test/helpers/read-zip.ts';
import { createZipStream, ZipCancelled } from './zip-stream.ts';

it('writes a ZIP that reads back entry by entry, stored and deflated, with UTF-8 names', async () => {
  const zip = createZipStream(new Date(Date.UTC(2031, 0, 2, 3, 4, 6)));
  const media = randomBytes(300_000);
  const text = 'Olá, conversa com acentuação: ção, ê, ü.\n'.repeat(2000);
  const collected = buffer(zip.stream);
  await zip.add('conversa.html', text, { compress: true });
  await zip.add(
    'midia/áudio 1.ogg',
    Readable.from([media.subarray(0, 1000), media.subarray(1000)]),
  );
  await zip.add('vazio.json', Buffer.alloc(0), { compress: true });
  await zip.finish();
  const bytes = await collected;
  // Deflated text takes much less room than it reads.
  expect(bytes.length).toBeLessThan(media.length + text.length / 10);
  const files = readZip(bytes);
  expect(files.map((f) => f.name)).toEqual(['conversa.html', 'midia/áudio 1.ogg', 'vazio.json']);
  expect(files[0]!.bytes.toString('utf8')).toBe(text);
  expect(files[1]!.bytes.equals(media)).toBe(true);
  expect(files[2]!.bytes.length).toBe(0);
});

it('fails the stream, not the process, when a source fails mid-way', async () => {
  const zip = createZipStream(new Date());
  const collected = buffer(zip.stream).catch((err: Error) => err);
  const broken = new Readable({
    read() {
      this.destroy(new Error('disco fora'));
    },
  });
  const added = zip.add('midia/x.ogg', broken).catch((err: Error) => err);
  expect(await added).toBeInstanceOf(Error);
  zip.fail(new Error('disco fora'));
  expect(await collected).toBeInstanceOf(Error);
});

const EVENTS = ['close', 'error', 'drain'] as const;
const listenersOn = (s: NodeJS.EventEmitter) =>
  Object.fromEntries(EVENTS.map((e) => [e, s.listenerCount(e)])) as Record<
    (typeof EVENTS)[number],
    number
  >;

/** A file read slowly, as from a busy disk or S3: `chunks` of `size` bytes, `ms` apart. */
function slowSource(chunks: number, size = 64 * 1024, ms = 2) {
  let sent = 0;
  const source = new Readable({
    read() {
      setTimeout(() => {
        if (source.destroyed) return;
        source.push(sent++ < chunks ? randomBytes(size) : null);
      }, ms);
    },
  });
  return source;
}

describe('when the reader goes away mid-way (the browser closed the download)', () => {
  const unhandled: unknown[] = [];
  // Settles with the first unhandled rejection: a test waits for the writer or for that.
  let firstUnhandled: Promise<{ unhandled: unknown }>;
  let onUnhandled: (reason: unknown) => void;
  beforeEach(() => {
    unhandled.length = 0;
    firstUnhandled = new Promise((resolve) => {
      onUnhandled = (reason) => {
        unhandled.push(reason);
        resolve({ unhandled: reason });
      };
    });
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('ends a stored entry, closes its source and leaves no listener behind', async () => {
    const zip = createZipStream(new Date());
    const baseline = listenersOn(zip.stream);
    const source = slowSource(1000);
    let received = 0;
    // A reader that keeps up, so the writer is waiting for the source when the reader leaves.
    const someBytes = new Promise<void>((resolve) =>
      zip.stream.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 200_000) resolve();
      }),
    );
    const added = zip.add('midia/lenta.ogg', source).then(
      () => null,
      (err: unknown) => err,
    );
    await someBytes;
    // What Fastify does when the browser's connection closes.
    zip.stream.destroy();
    expect(await Promise.race([added, firstUnhandled])).toBeInstanceOf(ZipCancelled);
    expect(source.destroyed).toBe(true);
    expect(zip.cancelled).toBe(true);
    await expect(zip.finish()).rejects.toBeInstanceOf(ZipCancelled);
    const after = listenersOn(zip.stream);
    for (const e of EVENTS) expect(after[e], e).toBeLessThanOrEqual(baseline[e]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });

  it('ends a deflated entry without an unhandled rejection, and closes its source', async () => {
    const zip = createZipStream(new Date());
    const baseline = listenersOn(zip.stream);
    // Small chunks, far apart: the deflater has room, so the writer waits for the source while
    // it also waits for room in the stream nobody reads; then the reader leaves.
    const source = slowSource(1000, 8 * 1024, 20);
    const added = zip.add('mensagens.json', source, { compress: true }).then(
      () => null,
      (err: unknown) => err,
    );
    // The stream is a PassThrough: its writable side is the one the writer waits on.
    const out = zip.stream as Duplex;
    while (!out.writableNeedDrain) await new Promise((resolve) => setTimeout(resolve, 2));
    zip.stream.destroy();
    expect(await Promise.race([added, firstUnhandled])).toBeInstanceOf(ZipCancelled);
    expect(source.destroyed).toBe(true);
    const after = listenersOn(zip.stream);
    for (const e of EVENTS) expect(after[e], e).toBeLessThanOrEqual(baseline[e]);
    // An unhandled rejection is reported on the turn after it happens.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  it('closes a source handed over after the reader left, without reading it', async () => {
    const zip = createZipStream(new Date());
    zip.stream.destroy();
    await once(zip.stream, 'close');
    expect(zip.cancelled).toBe(true);
    const source = slowSource(10);
    await expect(zip.add('midia/depois.ogg', source)).rejects.toBeInstanceOf(ZipCancelled);
    expect(source.destroyed).toBe(true);
  });
});

it('keeps listeners bounded while a large entry goes to a slow reader', async () => {
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  process.on('warning', onWarning);
  try {
    const zip = createZipStream(new Date());
    const parts: Buffer[] = [];
    // A reader that takes each chunk a turn later, so the writer keeps waiting for 'drain'.
    const reader = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        setImmediate(done);
      },
    });
    const read = finished(reader);
    zip.stream.pipe(reader);
    const baseline = listenersOn(zip.stream);
    const most = { ...baseline };
    const media = randomBytes(8 * 1024 * 1024);
    const text = randomBytes(3 * 1024 * 1024).toString('base64');
    // Looks at the listeners each time the writer asks for more.
    async function* watched(bytes: Buffer) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        const now = listenersOn(zip.stream);
        for (const e of EVENTS) most[e] = Math.max(most[e], now[e]);
        yield bytes.subarray(at, at + 64 * 1024);
      }
    }
    await zip.add('midia/grande.mp4', watched(media));
    await zip.add('grande.json', watched(Buffer.from(text)), { compress: true });
    await zip.finish();
    await read;
    // At most the one wait under way, beside the reader's own.
    for (const e of EVENTS) expect(most[e] - baseline[e], e).toBeLessThanOrEqual(1);
    const after = listenersOn(zip.stream);
    for (const e of EVENTS) expect(after[e], e).toBeLessThanOrEqual(baseline[e]);
    const files = readZip(Buffer.concat(parts));
    expect(files[0]!.bytes.equals(media)).toBe(true);
    expect(files[1]!.bytes.toString()).toBe(text);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  } finally {
    process.off('warning', onWarning);
  }
});
