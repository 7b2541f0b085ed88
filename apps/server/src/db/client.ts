import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import { Client, Pool } from 'pg';

import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle surface both drivers share; repos depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: every repo method accepts either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel (PostgreSQL: a dedicated connection that reconnects; PGlite: its own
   * notification hook). Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not bring the process
    // down; the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const client = opts.pglite ?? (await PGlite.create(opts.dataDir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** One connection kept for LISTEN; when it drops, a new one is opened after a short pause. */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void) {
  let stopped = false;
  let client: Client | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
