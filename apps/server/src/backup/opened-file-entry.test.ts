import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { descriptorsOpenOn as openOn } from '../../test/helpers/descriptors-open-on.ts';
import type { BackupEntry } from './backup-file.ts';
import { openedFileEntry } from './opened-file-entry.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'conecta-entry-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(entry: BackupEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of entry.body()) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('a media file as a backup entry', () => {
  it('is read whole, and its descriptor closes once read', async () => {
    const file = path.join(dir, 'a.ogg');
    await writeFile(file, 'voz da paciente');
    const got: Buffer[] = [];
    for await (const entry of openedFileEntry(file, 'media/a.ogg')) {
      expect(entry).toMatchObject({ name: 'media/a.ogg', size: 15 });
      got.push(await read(entry));
    }
    expect(Buffer.concat(got).toString()).toBe('voz da paciente');
    expect(await openOn(file)).toBe(0);
  });

  it('closes what it opened when the backup is given up before the bytes are read', async () => {
    const files = ['b.ogg', 'c.ogg'].map((n) => path.join(dir, n));
    for (const f of files) await writeFile(f, 'x');
    async function* media() {
      for (const f of files) yield* openedFileEntry(f, `media/${path.basename(f)}`);
    }
    // As the backup file's writer does when its output fails: it stops between an entry's
    // header and its body.
    for await (const entry of media()) {
      expect(await openOn(files[0]!)).toBe(1);
      expect(entry.name).toBe('media/b.ogg');
      break;
    }
    expect(await openOn(files[0]!)).toBe(0);
    expect(await openOn(files[1]!)).toBe(0);
  });

  it('is nothing when the file is already gone (its message erased)', async () => {
    const entries = [];
    for await (const e of openedFileEntry(path.join(dir, 'apagado.ogg'), 'media/x'))
      entries.push(e);
    expect(entries).toEqual([]);
  });
});
