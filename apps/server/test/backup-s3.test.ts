import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createS3MediaDriver } from '../src/media/s3-media-driver.ts';
import { startS3Server, type TestS3 } from './helpers/s3-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * BACKUP_TO_S3: each finished backup of the embedded database also goes to the S3 store (a real
 * S3-compatible server), under `backups/`, and BACKUP_KEEP holds there too. The media stay on
 * the local folder: the option is for the backups alone.
 */
let s3: TestS3;
let t: TestApp;
const root = mkdtempSync(path.join(tmpdir(), 'cc-backup-s3-'));

beforeAll(async () => {
  s3 = await startS3Server();
  const { MEDIA_STORE: _media, ...s3Settings } = s3.env;
  t = await createTestApp(
    {
      ...s3Settings,
      S3_PREFIX: 'clinica-a',
      BACKUP_TO_S3: 'true',
      BACKUP_DIR: path.join(root, 'copias'),
      BACKUP_KEY: 'chave-das-copias-do-teste-do-s3-0123456789',
      BACKUP_KEEP: '1',
    },
    { embedded: true },
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  // Closed by the test already when it got that far.
  await s3?.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

describe('backups to the S3 store', () => {
  it('puts each finished backup in the bucket beside the folder, and removes there what BACKUP_KEEP lets go', async () => {
    const bucket = await createS3MediaDriver({
      ...t.config.backup.s3!,
      prefix: 'clinica-a/backups/',
    });
    const bytesOf = async (key: string) => {
      const chunks: Buffer[] = [];
      for await (const c of await bucket.get(key)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    const first = await t.app.services.backups.runNow();
    expect(first).toMatchObject({ ok: true });
    const firstName = path.basename(first.file!);
    expect((await bytesOf(firstName)).equals(readFileSync(first.file!))).toBe(true);

    t.clock.advance(60_000);
    const second = await t.app.services.backups.runNow();
    expect(second).toMatchObject({ ok: true });
    expect((await bytesOf(path.basename(second.file!))).equals(readFileSync(second.file!))).toBe(
      true,
    );
    expect(await bucket.size(firstName)).toBeNull();

    // The store is gone: the backup fails and says where its file is; the status shows it.
    await s3.close();
    t.clock.advance(60_000);
    const third = await t.app.services.backups.runNow();
    expect(third.ok).toBe(false);
    expect(third.reason).toMatch(/^cópia feita em .*, mas o envio ao S3 \(midia-teste\) falhou/);
    expect((await t.app.services.backups.status()).failedAt).toEqual(expect.any(String));
  }, 60_000);
});
