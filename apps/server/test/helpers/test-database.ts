import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { type Database, migrationsFolder, openDatabase } from '../../src/db/client.ts';

/**
 * The tarball of a PGlite data folder created and migrated by this version of the migrations,
 * in the system's temporary folder. PGlite's initdb and the migrations take seconds per database
 * on a busy 2-core machine, loading the tarball about half a second, and each test file (its
 * own process) and each test app would pay them again. Named after the migrations, PGlite's
 * version and the faked time, so a changed migration gets a tarball of its own.
 */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    // The package's own package.json is not exported; it is beside its dist folder.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
    // Whether the clock is faked, not its offset: faketime sets FAKETIME to an offset that
    // changes every second, and each file would make (and leave) a template of its own.
    hash.update(`\0faketime ${process.env.FAKETIME ? 'yes' : 'no'}\0`);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
        )
        .sort();
    for (const file of files(migrationsFolder)) {
      hash.update(`${path.relative(migrationsFolder, file)}\0`).update(readFileSync(file));
    }
    const file = path.join(tmpdir(), `cc-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not made yet by this machine: made here. Another worker may be making it too; each
      // writes its own file and renames it into place, so a reader never sees half of one.
    }
    const client = await PGlite.create();
    await (await openDatabase({ pglite: client })).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

/**
 * A new data folder holding a migrated, empty PGlite database: the database a server's first
 * start on a fresh DATA_DIR makes, for a test about a later start (PGlite's initdb, which the
 * server would run in its process, takes seconds; loading the migrated copy under one).
 */
export async function createMigratedDataDir(prefix = 'cc-data-'): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const client = await PGlite.create({ dataDir: dir, loadDataDir: await migratedTemplate() });
  await client.close();
  return dir;
}

/**
 * A migrated, empty database for one test file: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite. `embedded` is PGlite whatever
 * the run, for what only the embedded database has (its online backup), in `dataDir` if given.
 */
export async function createTestDatabase(
  opts: { embedded?: boolean; dataDir?: string } = {},
): Promise<Database & { url?: string }> {
  const adminUrl = opts.embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // In a data folder when one is given, as a server keeps it (beside its secrets and media).
    const pglite = await PGlite.create({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      loadDataDir: await migratedTemplate(),
    });
    const database = await openDatabase({ pglite });
    // Applies nothing on the migrated copy; kept so the database is what migrate() leaves.
    await database.migrate();
    return database;
  }
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
