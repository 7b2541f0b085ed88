import { type SyncPosition, toSyncPosition } from '@conecta/contract';
import { type SQL, and, gte, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Tx } from './client.ts';

/**
 * The statement's snapshot (`xmin:xmax:running ids`, 64-bit ids). Every row a transaction
 * writes carries that transaction's id in `change_xid` (migration 0012), so a reader that takes
 * the snapshot before reading knows next time exactly which rows it has not seen (`changedAfter`).
 */
export const currentSnapshot = sql<string>`pg_current_snapshot()::text`;

/** Where a sync stands now, read before the rows it goes with. */
export async function readSyncPosition(tx: Tx): Promise<SyncPosition> {
  const result = (await tx.execute(sql`select ${currentSnapshot} as snapshot`)) as unknown as {
    rows: Array<{ snapshot: string }>;
  };
  return toSyncPosition(result.rows[0]?.snapshot ?? '0:0:');
}

/**
 * The rows written by a transaction the position's snapshot did not see: one still running
 * then, or one started after it. A change that commits late is never skipped; one that had
 * committed is never sent again, however many other transactions are open. `xmin` bounds the
 * index range.
 */
export function changedAfter(changeXid: PgColumn, since: SyncPosition): SQL {
  const unseen =
    since.running.length === 0
      ? gte(changeXid, since.xmax)
      : or(gte(changeXid, since.xmax), inArray(changeXid, since.running));
  return and(gte(changeXid, since.xmin), unseen)!;
}
