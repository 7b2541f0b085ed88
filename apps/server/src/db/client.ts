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
   * PGlite in a folder only: PostgreSQL's own online backup (`pg_backup_start` / `pg_backup_stop`)
   * on its one session, so the folder's files can be copied from disk while it keeps serving
   * (see backup/database-copy.ts). PostgreSQL is backed up with its own tools (pg_dump).
   */
  onlineCopy?: OnlineCopy;
}

/** A copy under way: the files read between `start` and `stop`, and the WAL between the two. */
export interface OnlineCopy {
  /** The folder PostgreSQL's files are in. */
  dataDir: string;
  /** Checkpoints and marks the start; answers the WAL file the recovery starts from. */
  start(label: string): Promise<{ startWal: string }>;
  /** Ends the copy; answers `backup_label`'s text and the last WAL file it needs. */
  stop(): Promise<{ labelFile: string; endWal: string }>;
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
    // Each call is one statement under PGlite's transaction lock (query() takes it), so neither
    // lands inside an app transaction; the files are read meanwhile, between the app's queries.
    ...(onDisk(client.dataDir)
      ? {
          onlineCopy: {
            dataDir: client.dataDir,
            async start(label: string) {
              const begin = () =>
                client.query<{ wal: string }>(
                  'select pg_walfile_name(pg_backup_start($1, true)) as wal',
                  [label],
                );
              let answer;
              try {
                answer = await begin();
              } catch (err) {
                // A copy left open in this session (its stop failed): ended, then begun anew.
                if ((err as { code?: string }).code !== '55000') throw err;
                await client.query('select pg_backup_stop(false)');
                answer = await begin();
              }
              return { startWal: answer.rows[0]!.wal };
            },
            async stop() {
              const { rows } = await client.query<{ labelfile: string; wal: string }>(
                'select labelfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)',
              );
              return { labelFile: rows[0]!.labelfile, endWal: rows[0]!.wal };
            },
          },
        }
      : {}),
  };
}

/** PGlite's folder on this machine's disk (not in memory, not a browser store). */
function onDisk(dataDir: string | undefined): dataDir is string {
  return dataDir !== undefined && !dataDir.includes('://');
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
