import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { instancesRepo } from '../apps/server/src/modules/instances/instances-repo.ts';
import { membershipsRepo } from '../apps/server/src/modules/memberships/memberships-repo.ts';
import { newWebhookSecret } from '../apps/server/src/modules/instances/instance-access.ts';

/**
 * The real app on a real database, listening on a local port: PGlite by default, PostgreSQL when
 * BENCH_DATABASE_URL names a server (a scratch database is created and dropped). `webDist` serves
 * a built web app for the browser benchmarks.
 */
export async function startBenchApp(
  zapiBaseUrl: string,
  options: {
    webDist?: string;
    pgliteDir?: string;
    /** More of the server's environment (the assistant's AI_*). */
    env?: Record<string, string>;
    /** A fixed port (a shared machine's own range) instead of one in 3700 – 3899. */
    port?: number;
  } = {},
) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  let database: Database;
  let pglite: PGlite | undefined;
  let drop = async () => {};
  if (adminUrl) {
    // BENCH_KEEP_DB names a database kept between runs (created when missing, never dropped), so
    // a benchmark with a long seed can skip it on the next run.
    const kept = process.env.BENCH_KEEP_DB;
    if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
      throw new Error('BENCH_KEEP_DB: a lower-case database name');
    const name = kept ?? `cc_bench_${randomBytes(4).toString('hex')}`;
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    if (kept === undefined)
      drop = async () => {
        const d = new Client({ connectionString: adminUrl });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
      };
  } else {
    // pgliteDir: a folder kept between runs (a benchmark with a long seed skips it next time).
    const dir = options.pgliteDir ?? path.join(mkdtempSync(path.join(tmpdir(), 'cc-bench-')), 'pg');
    pglite = await PGlite.create(dir);
    database = await openDatabase({ pglite });
  }
  await database.migrate();
  // BENCH_PORT: a shared machine's own port (each session has its range).
  const port =
    options.port ??
    (process.env.BENCH_PORT
      ? Number(process.env.BENCH_PORT)
      : 3700 + Math.floor(Math.random() * 200));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-bench-data-')),
    ZAPI_BASE_URL: zapiBaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    webDist: options.webDist ?? '/nonexistent',
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const email = `bench-${Date.now()}@clinica.test`;
  const password = 'senha-do-benchmark';
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Bench',
      email,
      passwordHash: await hashPassword(password),
      confirmed: true,
    })
    .returning();
  const instance = await instancesRepo.insert(database.db, {
    clinicId: await membershipsRepo.createFor(database.db, user!, user!.createdAt),
    instanceId: `BENCH${randomBytes(4).toString('hex').toUpperCase()}`,
    tokenSealed: app.services.access.seal('BENCHTOKEN'),
    connectedPhone: '5511999990000',
    webhookSecret: newWebhookSecret(),
  });
  return {
    app,
    config,
    database,
    /** The PGlite instance, when the database is embedded. */
    pglite,
    kind: adminUrl ? 'PostgreSQL 15' : 'PGlite',
    url: `http://127.0.0.1:${port}`,
    userId: user!.id,
    instance: instance!,
    /**
     * A bearer token of the benchmark user (or of an earlier run's, in a kept database), from a
     * real sign-in.
     */
    async token(asEmail = email): Promise<string> {
      const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: asEmail, password }),
      });
      return ((await res.json()) as { token: string }).token;
    },
    /** Another account with its own session (no instance): for benchmarks of many clinics. */
    async addAccount(): Promise<{ userId: string; token: string }> {
      const other = `bench-${randomBytes(6).toString('hex')}@clinica.test`;
      const [row] = await database.db
        .insert(users)
        .values({
          name: 'Bench',
          email: other,
          passwordHash: await hashPassword(password),
          confirmed: true,
        })
        .returning();
      await membershipsRepo.createFor(database.db, row!, row!.createdAt);
      const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: other, password }),
      });
      return { userId: row!.id, token: ((await res.json()) as { token: string }).token };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
