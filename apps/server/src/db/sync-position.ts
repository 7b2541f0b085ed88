import { sql } from 'drizzle-orm';

/**
 * The oldest transaction still running when the statement's snapshot was taken (as text: a
 * 64-bit id). Every row a later commit writes carries a `change_xid` at or above it (migration
 * 0012), so a reader that takes it before reading and asks next time for `change_xid >=` it
 * never misses a change that committed late (at worst it gets a row twice).
 */
export const snapshotXmin = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;
