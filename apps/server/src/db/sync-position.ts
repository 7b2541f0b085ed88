import { SYNC_RUNNING_MAX, type SyncPosition } from '@conecta/contract';
import { type SQL, gte, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Tx } from './client.ts';

/**
 * The statement's snapshot (`xmin:xmax:running ids`, 64-bit ids) and the reading transaction's
 * own id, if it has one yet: PostgreSQL leaves that one out of the running ids though it has not
 * committed, so a transaction that reads a position and then writes would otherwise count its
 * own writes as seen. Every row a transaction writes carries that transaction's id in
 * `change_xid` (migration 0012).
 */
export const snapshotColumns = {
  snapshot: sql<string>`pg_current_snapshot()::text`,
  own: sql<string | null>`pg_current_xact_id_if_assigned()::text`,
};

/**
 * A position from the snapshot's text and the reader's own id. With more running transactions
 * than a cursor should carry, it keeps `xmin` alone: every transaction from the oldest running
 * one on counts as new, so nothing is missed (at worst a row comes twice).
 */
export function toSyncPosition(row: { snapshot: string; own: string | null } | undefined) {
  const [xmin = '0', xmax = xmin, ids = ''] = (row?.snapshot ?? '0:0:').split(':');
  const running = ids === '' ? [] : ids.split(',').map(Number);
  const own = row?.own == null ? undefined : Number(row.own);
  if (own !== undefined && own < Number(xmax) && !running.includes(own)) {
    running.push(own);
    running.sort((a, b) => a - b);
  }
  const low = Math.min(Number(xmin), ...running);
  if (running.length > SYNC_RUNNING_MAX) return { xmin: low, xmax: low, running: [] };
  return { xmin: low, xmax: Number(xmax), running } satisfies SyncPosition;
}

/** Where a sync stands now, read before the rows it goes with. */
export async function readSyncPosition(tx: Tx): Promise<SyncPosition> {
  const result = (await tx.execute(
    sql`select ${snapshotColumns.snapshot} as snapshot, ${snapshotColumns.own} as own`,
  )) as unknown as { rows: Array<{ snapshot: string; own: string | null }> };
  return toSyncPosition(result.rows[0]);
}

/**
 * The rows written by a transaction the position's snapshot did not see: one still running
 * then, or one started after it (PostgreSQL's own visibility rule for a snapshot). A change that
 * commits late is never skipped; one that had committed is never sent again, however many other
 * transactions are open. With running ids this is two narrow index lookups, not a range from
 * the oldest running one.
 */
export function changedAfter(changeXid: PgColumn, since: SyncPosition): SQL {
  if (since.running.length === 0) return gte(changeXid, since.xmax);
  return or(gte(changeXid, since.xmax), inArray(changeXid, since.running))!;
}
