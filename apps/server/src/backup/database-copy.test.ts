// @instant-free: the online copy of a database folder under writes; the entries' time is given by the caller, and what is proven (every write in the restored folder) does not move with the date (scripts/test-sets.ts).
import { createCipheriv, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

import { createMigratedDataDir } from '../../test/helpers/test-database.ts';
import { type OnlineCopy, openDatabase } from '../db/client.ts';
import { type BackupEntry, BackupRefused, writeBackupFile } from './backup-file.ts';
import { databaseEntries } from './database-copy.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * The embedded database's online copy on its own (PGlite in a folder, no app): writes land
 * between the copy's files, and the restored folder has every one of them, consistent.
 */
const KEY = 'chave-do-teste-da-copia-online-0123456789';
const root = mkdtempSync(path.join(tmpdir(), 'cc-copy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sumAndCount = async (db: PGlite) =>
  (
    await db.query<{ total: number; moves: number }>(
      'select (select sum(balance)::int from accounts) as total, (select count(*)::int from moves) as moves',
    )
  ).rows[0]!;

describe('the online copy of the embedded database', () => {
  it('lets the database serve while its files are read, and restores every write made meanwhile', async () => {
    // A migrated folder from the suite's template: PGlite's initdb would take seconds.
    const source = await createMigratedDataDir('cc-copy-source-');
    const pglite = await PGlite.create({ dataDir: source });
    await pglite.exec(`
      create table accounts (id int primary key, balance int not null);
      insert into accounts select g, 100 from generate_series(1, 2000) g;
      create table moves (id serial primary key, note text not null);`);
    const { onlineCopy } = await openDatabase({ pglite });
    expect(onlineCopy).toBeDefined();

    // A copy left open in this session (as when a stop failed): the next copy ends it first.
    await onlineCopy!.start('deixada aberta');

    // One transfer (two rows moved in one transaction) and one new row between each two files
    // read: pages already copied change, and so do pages not read yet. A checkpoint part way
    // through moves pg_control past the copy's start (the restore starts from the label's).
    let moves = 0;
    let movesAtStop = -1;
    const names: string[] = [];
    async function* meanwhile(entries: AsyncIterable<BackupEntry>): AsyncGenerator<BackupEntry> {
      for await (const entry of entries) {
        names.push(entry.name);
        // The label comes after PostgreSQL's stop, which starts a new WAL file: what is written
        // from here on is not in the copy.
        if (entry.name === 'database/backup_label') movesAtStop = moves;
        yield entry;
        if (names.length === 40) await pglite.exec('checkpoint');
        // The database answers while the copy is half way: it does not hold the connection.
        await pglite.transaction(async (tx) => {
          const from = (moves % 2000) + 1;
          await tx.query('update accounts set balance = balance - 7 where id = $1', [from]);
          await tx.query('update accounts set balance = balance + 7 where id = $1', [
            ((from + 999) % 2000) + 1,
          ]);
          await tx.query('insert into moves (note) values ($1)', [`durante ${entry.name}`]);
        });
        moves++;
      }
    }
    const file = path.join(root, 'copia.backup');
    await writeBackupFile(file, KEY, meanwhile(databaseEntries(onlineCopy!, new Date())));
    await pglite.close();
    rmSync(source, { recursive: true, force: true });
    expect(names.filter((n) => n.startsWith('database/base/')).length).toBeGreaterThan(40);
    expect(names).toContain('database/backup_label');
    expect(names.some((n) => /^database\/pg_wal\/[0-9A-F]{24}$/.test(n))).toBe(true);

    const target = path.join(root, 'restaurada');
    await restoreBackup(file, KEY, target);
    const restored = await PGlite.create({ dataDir: target });
    try {
      // Every transfer whole (none half applied), and exactly the rows written before the stop.
      const after = await sumAndCount(restored);
      expect(after.total).toBe(200_000);
      expect(after.moves).toBe(movesAtStop);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a name that would step out of its place, and leaves no folder', async () => {
    for (const name of ['database/base/../conecta.lock', 'media/../jwt-secret', 'database/']) {
      const file = path.join(root, 'nome-ruim.backup');
      rmSync(file, { force: true });
      await writeBackupFile(
        file,
        KEY,
        (async function* () {
          yield { name, size: 1, body: () => Readable.from([Buffer.from('x')]) };
        })(),
      );
      const target = path.join(root, 'nao-restaurada');
      await expect(restoreBackup(file, KEY, target)).rejects.toThrow(BackupRefused);
      expect(existsSync(target)).toBe(false);
    }
  });

  it('refuses a folder entry that carries bytes, at once', async () => {
    const file = path.join(root, 'pasta-com-bytes.backup');
    await writeBackupFile(
      file,
      KEY,
      (async function* () {
        yield { name: 'database/base/', size: 3, body: () => Readable.from([Buffer.from('abc')]) };
      })(),
    );
    const target = path.join(root, 'nao-restaurada-pasta');
    await expect(restoreBackup(file, KEY, target)).rejects.toThrow('item inválido: database/base/');
    expect(existsSync(target)).toBe(false);
  });

  it('still restores a backup made before it (a PGlite dump in a version 1 file)', async () => {
    const folder = await createMigratedDataDir('cc-copy-v1-');
    const old = await PGlite.create({ dataDir: folder });
    await old.exec(`create table accounts (id int primary key, balance int not null);
      insert into accounts values (1, 42);`);
    const dump = gzipSync(Buffer.from(await (await old.dumpDataDir('none')).arrayBuffer()));
    await old.close();
    rmSync(folder, { recursive: true, force: true });
    // The version 1 layout, written here as that version wrote it (no compression around it).
    const head = (value: object) => {
      const json = Buffer.from(JSON.stringify(value));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(json.length);
      return Buffer.concat([length, json]);
    };
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const header = Buffer.concat([Buffer.from('CONECTA-BACKUP-1'), salt, iv]);
    const cipher = createCipheriv('aes-256-gcm', scryptSync(KEY, salt, 32), iv);
    cipher.setAAD(header);
    const plain = Buffer.concat([
      head({ name: 'database.tar.gz', size: dump.length }),
      dump,
      head({ end: true, entries: 1 }),
    ]);
    const file = path.join(root, 'versao-1.backup');
    writeFileSync(
      file,
      Buffer.concat([header, cipher.update(plain), cipher.final(), cipher.getAuthTag()]),
    );

    const target = path.join(root, 'restaurada-v1');
    await restoreBackup(file, KEY, target);
    const restored = await PGlite.create({ dataDir: target });
    try {
      expect((await restored.query('select balance from accounts')).rows).toEqual([
        { balance: 42 },
      ]);
    } finally {
      await restored.close();
    }
  }, 60_000);
});

describe('the WAL that goes with the copy', () => {
  const wal = (n: number) => `00000001000000000000000${n}`;
  /** A folder shaped as PostgreSQL's, and the session's start and stop over it. */
  function folderCopy() {
    const dir = mkdtempSync(path.join(root, 'wal-'));
    mkdirSync(path.join(dir, 'pg_wal'));
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    for (const n of [1, 2]) writeFileSync(path.join(dir, 'pg_wal', wal(n)), `segmento ${n}`);
    const copy: OnlineCopy = {
      dataDir: dir,
      start: async () => ({ startWal: wal(1) }),
      stop: async () => ({ labelFile: 'START WAL LOCATION: 0/1000028\n', endWal: wal(2) }),
    };
    return { dir, copy };
  }
  const read = async (e: BackupEntry) => {
    const chunks: Buffer[] = [];
    for await (const c of e.body()) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('goes whole, from the start file to the stop file', async () => {
    const { copy } = folderCopy();
    const got: Record<string, string> = {};
    for await (const e of databaseEntries(copy, new Date())) got[e.name] = await read(e);
    expect(got[`database/pg_wal/${wal(1)}`]).toBe('segmento 1');
    expect(got[`database/pg_wal/${wal(2)}`]).toBe('segmento 2');
  });

  it('fails the backup when a segment is recycled while it is read, instead of sending zeros', async () => {
    const { dir, copy } = folderCopy();
    const entries = async () => {
      for await (const e of databaseEntries(copy, new Date())) {
        if (e.name === `database/pg_wal/${wal(1)}`) {
          // A checkpoint recycles it: renamed to a future segment and written over.
          renameSync(path.join(dir, 'pg_wal', wal(1)), path.join(dir, 'pg_wal', wal(3)));
          writeFileSync(path.join(dir, 'pg_wal', wal(3)), 'outro conteúdo');
        }
        await read(e);
      }
    };
    await expect(entries()).rejects.toThrow(
      'o registro de transações foi reciclado durante a cópia',
    );
  });
});
