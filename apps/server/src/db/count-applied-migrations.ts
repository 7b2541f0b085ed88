import { sql } from 'drizzle-orm';

import type { Db } from './client.ts';

/** How many migrations drizzle's migrator has recorded as applied to this database. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  // Both drivers answer raw statements with `{ rows }`.
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]?.n ?? 0);
}
