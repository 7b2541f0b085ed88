import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

import { type Database, openDatabase } from '../../../src/db/client.ts';
import { users } from '../../../src/db/schema.ts';
import { createSecretBox } from '../../../src/lib/secret-box.ts';
import { hashPassword } from '../../../src/modules/auth/passwords.ts';
import { newWebhookSecret } from '../../../src/modules/instances/instance-access.ts';
import { instancesRepo } from '../../../src/modules/instances/instances-repo.ts';
import { membershipsRepo } from '../../../src/modules/memberships/memberships-repo.ts';
import { createMigratedDataDir } from '../../helpers/test-database.ts';
import { UNPACED } from '../../helpers/send-pace-env.ts';

/**
 * A database that outlives server processes: a PGlite data directory (the default), or a scratch
 * PostgreSQL database when TEST_DATABASE_URL is set. PGlite has one owner at a time, so the test
 * opens it only while no server process runs.
 */
export async function createFaultDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // On PGlite, a copy of a migrated data folder: a new one costs an initdb (about 5 s on a quiet
  // 2-core machine, four times that under load) in every fault test file.
  const dataDir = adminUrl
    ? mkdtempSync(path.join(tmpdir(), 'cc-fault-'))
    : await createMigratedDataDir('cc-fault-');
  const jwtSecret = randomBytes(48).toString('base64url');
  let url: string | undefined;
  if (adminUrl) {
    const name = `cc_fault_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const open = (): Promise<Database> => openDatabase(url ? { url } : { dataDir });
  if (url) {
    const first = await open();
    await first.migrate();
    await first.close();
  }

  return {
    kind: url ? ('postgres' as const) : ('pglite' as const),
    dataDir,
    url,
    jwtSecret,
    /** What a server process needs to run on this database. */
    env(overrides: { databaseUrl?: string } = {}): Record<string, string> {
      const databaseUrl = overrides.databaseUrl ?? url;
      return {
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        ...UNPACED,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
    },
    open,
    /** Runs `fn` on the database opened from the test, then closes it. */
    async use<T>(fn: (database: Database) => Promise<T>): Promise<T> {
      const database = await open();
      try {
        return await fn(database);
      } finally {
        await database.close();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (!adminUrl || !url) return;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      await admin.end();
    },
  };
}
export type FaultDatabase = Awaited<ReturnType<typeof createFaultDatabase>>;

/** A confirmed clinic user with a provider instance, written straight into the database. */
export async function seedClinic(
  fault: FaultDatabase,
  opts: { instanceId?: string; instanceToken?: string } = {},
) {
  const email = `falhas.${randomBytes(4).toString('hex')}@clinica.test`;
  const password = 'senha-forte-123';
  const instanceId = opts.instanceId ?? `FAULT${randomBytes(4).toString('hex').toUpperCase()}`;
  const instanceToken = opts.instanceToken ?? `TOK${randomBytes(6).toString('hex').toUpperCase()}`;
  return fault.use(async ({ db }) => {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Dra. Teste de Falhas',
        email,
        passwordHash: await hashPassword(password),
        confirmed: true,
      })
      .returning();
    const instance = await instancesRepo.insert(db, {
      clinicId: await membershipsRepo.createFor(db, user!, user!.createdAt),
      instanceId,
      tokenSealed: createSecretBox(fault.jwtSecret).seal(instanceToken),
      connectedPhone: '5511999990000',
      webhookSecret: newWebhookSecret(),
    });
    return {
      userId: user!.id,
      email,
      password,
      instanceId,
      instanceToken,
      webhookSecret: instance!.webhookSecret,
    };
  });
}
export type SeededClinic = Awaited<ReturnType<typeof seedClinic>>;

/** Signs in over HTTP and answers the bearer token. */
export async function signIn(baseUrl: string, clinic: SeededClinic): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: clinic.email, password: clinic.password }),
  });
  if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
