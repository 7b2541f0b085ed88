import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBackupS3Copies } from '../src/backup/backup-s3-copies.ts';
import { createS3MediaDriver } from '../src/media/s3-media-driver.ts';
import { descriptorsOpenOn } from './helpers/descriptors-open-on.ts';
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

/**
 * The bucket behind a key allowed its objects but not the listing (no `s3:ListBucket`, a common
 * policy): a proxy in front of the S3 server that answers the listing with AccessDenied.
 */
async function withoutListing(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && /[?&]list-type=2/.test(req.url ?? '')) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      return;
    }
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('backups to the S3 store', () => {
  it('with a key that may not list the bucket, still uploads, and removes the names the folder let go', async () => {
    const proxy = await withoutListing(s3.url);
    try {
      const options = { ...t.config.backup.s3!, endpoint: proxy.url, prefix: 'sem-lista/' };
      const copies = await createBackupS3Copies(options);
      const direct = await createS3MediaDriver({ ...options, endpoint: s3.url });
      const old = 'conecta-20200101-030000Z.backup';
      await direct.put(old, Readable.from([Buffer.from('antiga')]), 6);
      const file = path.join(root, 'conecta-20200102-030000Z.backup');
      writeFileSync(file, 'nova');
      await copies.upload(file);
      await expect(copies.names()).rejects.toThrow();
      expect(await copies.prune(1, [old])).toEqual([old]);
      expect(await direct.size(old)).toBeNull();
      expect(await direct.size(path.basename(file))).toBe(4);
    } finally {
      await proxy.close();
    }
  });

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

    // A copy left in the bucket by a day whose upload failed, and an object that is not a
    // backup: BACKUP_KEEP goes by what the bucket holds, and touches only backups.
    const put = (key: string, bytes: Buffer) =>
      bucket.put(key, Readable.from([bytes]), bytes.length);
    await put('conecta-20200101-030000Z.backup', Buffer.from('de um dia sem envio'));
    const readme = Buffer.from('não é uma cópia');
    await put('leia-me.txt', readme);
    // Past one part (16 MB): the file goes in parts, and arrives whole.
    mkdirSync(path.join(t.config.dataDir, 'media', 'grande'), { recursive: true });
    writeFileSync(
      path.join(t.config.dataDir, 'media', 'grande', 'video.mp4'),
      randomBytes(17 << 20),
    );

    t.clock.advance(60_000);
    const second = await t.app.services.backups.runNow();
    expect(second).toMatchObject({ ok: true });
    expect(second.bytes).toBeGreaterThan(17 << 20);
    expect((await bytesOf(path.basename(second.file!))).equals(readFileSync(second.file!))).toBe(
      true,
    );
    expect(await bucket.size(firstName)).toBeNull();
    expect(await bucket.size('conecta-20200101-030000Z.backup')).toBeNull();
    expect(await bucket.size('leia-me.txt')).toBe(readme.length);

    // The store is gone: the backup fails and says where its file is; the status shows it.
    await s3.close();
    t.clock.advance(60_000);
    const third = await t.app.services.backups.runNow();
    expect(third.ok).toBe(false);
    const left = /^cópia feita em (.*), mas o envio ao S3 \(midia-teste\) falhou/.exec(
      third.reason!,
    );
    expect(left).not.toBeNull();
    // The SDK does not close a body whose request failed: the upload does, or a backup pruned
    // later would keep its disk space while the server runs.
    expect(await descriptorsOpenOn(left![1]!)).toBe(0);
    expect((await t.app.services.backups.status()).failedAt).toEqual(expect.any(String));
  }, 60_000);
});
