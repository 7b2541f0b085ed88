import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client.ts';
import { describeError } from '../../lib/describe-error.ts';

/**
 * The tables an erasure deletes from or rewrites: a deleted or updated row stays in its page's
 * free space (and the patient's text with it) until the page is rewritten.
 */
const ERASURE_TABLES = [
  'messages',
  'live_events',
  'chats',
  'chat_tags',
  'tasks',
  'appointments',
  'appointment_reminders',
  'access_log',
  'audit_log',
] as const;

/**
 * After an erasure or a retention pass, the rows it deleted are made unreadable on disk, in the
 * background (the next scheduler tick, not the request). On the embedded database (one clinic's
 * data, one process) `VACUUM FULL` rewrites the touched tables into new files and `CHECKPOINT`
 * flushes them: no deleted text is left in a table's files (a plain VACUUM keeps the last
 * tuple's bytes in a page's free space; measured). On PostgreSQL a rewrite would lock a shared
 * database's busiest tables, so it is a plain `VACUUM`: the space is freed and reused, and the
 * bytes go as pages are written again (docs/security.md says what WAL and backups keep).
 */
export function createErasedRowsCompactor(deps: {
  database: Pick<Database, 'db' | 'kind'>;
  log: FastifyBaseLogger;
}) {
  const { database, log } = deps;
  let pending = false;
  let running: Promise<number> | undefined;

  async function compact(): Promise<number> {
    pending = false;
    const list = sql.raw(ERASURE_TABLES.map((t) => `"${t}"`).join(', '));
    if (database.kind === 'pglite') {
      await database.db.execute(sql`vacuum full ${list}`);
      await database.db.execute(sql`checkpoint`);
    } else {
      await database.db.execute(sql`vacuum ${list}`);
    }
    log.info({ tables: ERASURE_TABLES.length }, 'linhas apagadas removidas do disco');
    return 1;
  }

  return {
    /** An erasure or a retention pass deleted rows: compact at the next pass. */
    markErased(): void {
      pending = true;
    },
    /** One pass for the scheduler: compacts once if anything was erased since the last one. */
    async runOnce(): Promise<number> {
      if (!pending || running) return 0;
      running = compact()
        .catch((err: unknown) => {
          // Tried again after the next erasure; nothing is lost meanwhile.
          log.warn({ err: describeError(err) }, 'falha ao compactar as tabelas após a eliminação');
          return 0;
        })
        .finally(() => (running = undefined));
      return running;
    },
    /** Waits for a pass under way (tests, shutdown). */
    async idle(): Promise<void> {
      await running;
    },
  };
}
export type ErasedRowsCompactor = ReturnType<typeof createErasedRowsCompactor>;
