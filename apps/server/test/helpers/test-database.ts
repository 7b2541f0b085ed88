import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { type Database, openDatabase } from '../../src/db/client.ts';

/**
 * A migrated, empty database for one test file: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pglite: await PGlite.create() });
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
