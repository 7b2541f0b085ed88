import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';

/**
 * Runs a report query that sorts or hashes up to a year of a large clinic's rows (about a
 * million, bench/README.md) with 64 MB of work memory, in a transaction of its own: with the
 * default 4 MB PostgreSQL spilled them to disk (3.1 - 3.5 s instead of under 1 - 2 s).
 * bench/reports.ts's EXPLAIN stand-in has no transaction: the query runs as is.
 */
export async function withLargeSort(tx: Tx, query: SQL): Promise<unknown> {
  if (typeof (tx as { transaction?: unknown }).transaction !== 'function') return tx.execute(query);
  return tx.transaction(async (t) => {
    await t.execute(sql`set local work_mem = '64MB'`);
    return t.execute(query);
  });
}
