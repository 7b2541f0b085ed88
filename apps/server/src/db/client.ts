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
  /** Connections of the PostgreSQL pool (for /metrics); PGlite has one, always in use. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: its data folder as a tarball, taken between transactions (none is open while
   * it is read), for an online backup. PostgreSQL is backed up with its own tools (pg_dump).
   */
  dumpDataDir?: () => Promise<Blob>;
}

/** The SQL migrations and their journal (copied beside the built server by build.mjs). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    const pool = new Pool({
      connectionString: opts.url,
      max: 10,
      // A database that does not answer fails the request in 2 s (a 503) instead of holding it.
      connectionTimeoutMillis: 2000,
    });
    // A connection dropped by the server (restart, failover) must not bring the process down:
    // idle, the pool forgets it; checked out, the pool stops listening, and an 'error' event
    // without a listener would crash the process, so every client keeps one. The query that
    // was running still fails (a 503), and the next one opens a new connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
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
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    // The transaction lock first, then the dump takes the query lock: no transaction is half
    // done in the copy (each statement outside one is atomic under the query lock). The copy is
    // of files as a crash would leave them, which PostgreSQL recovers at the next start.
    // (PGlite's clone() dumps the same way, without the first lock; this one is typed in its
    // public declarations.)
    // oxlint-disable-next-line no-underscore-dangle
    dumpDataDir: () => client._runExclusiveTransaction(() => client.dumpDataDir('none')),
  };
}

/**
 * One connection kept for LISTEN; when it drops, a new one is opened after a short pause. Stopping
 * also ends a connection still being opened or waiting to reopen, so nothing keeps the process
 * (or a database about to be dropped) busy after the app closed.
 */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void) {
  let stopped = false;
  let client: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().catch(scheduleRetry);
    }, 1000);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new Client({ connectionString: url });
    // Known before it connects, so a stop during the handshake ends this one too.
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (client === c) scheduleRetry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (err) {
      // The caller decides whether to try again; this client's end must not.
      if (client === c) client = undefined;
      await endClient(c);
      throw err;
    }
  };

  try {
    await connect();
  } catch (err) {
    // A first connection that fails is the caller's error, not something to retry behind its back
    // (its 'end' may already have scheduled a retry).
    stopped = true;
    clearTimeout(retryTimer);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const c = client;
    client = undefined;
    if (c) await endClient(c);
  };
}

/** Ends a pg client, without waiting forever on a connection the server already dropped. */
async function endClient(c: Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    c.end().catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 2000);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}
