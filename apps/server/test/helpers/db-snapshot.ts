import { sql } from 'drizzle-orm';

import type { Db } from '../../src/db/client.ts';

type Rows<T> = { rows: T[] };

/** Tables of the app (not drizzle's own bookkeeping), read from the catalogue each time. */
async function tables(
  db: Db,
): Promise<Array<{ name: string; hasUserId: boolean; hasClinicId: boolean }>> {
  const has = (column: string) => sql`exists (select 1 from information_schema.columns c
                   where c.table_schema = 'public' and c.table_name = t.table_name
                     and c.column_name = ${column})`;
  const res = (await db.execute(sql`
    select t.table_name as name, ${has('user_id')} as "hasUserId", ${has('clinic_id')} as "hasClinicId"
      from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by t.table_name`)) as unknown as Rows<{
    name: string;
    hasUserId: boolean;
    hasClinicId: boolean;
  }>;
  return res.rows;
}

/**
 * Every row that belongs to `userId` or to the clinic of one it founded (whose id is the same),
 * table by table, as canonical JSON: each table with a `user_id` or `clinic_id` column, plus the
 * user's and the clinic's own rows. A table added later is covered without a change here.
 */
export async function snapshotUser(db: Db, userId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await tables(db)) {
    const own = t.name === 'users' || t.name === 'clinics';
    if (!t.hasUserId && !t.hasClinicId && !own) continue;
    const where = own
      ? sql`x.id = ${userId}`
      : sql.join(
          [
            ...(t.hasUserId ? [sql`x.user_id = ${userId}`] : []),
            ...(t.hasClinicId ? [sql`x.clinic_id = ${userId}`] : []),
          ],
          sql` or `,
        );
    const res = (await db.execute(
      sql`select to_jsonb(x)::text as row from ${sql.identifier(t.name)} x where ${where} order by 1`,
    )) as unknown as Rows<{ row: string }>;
    out[t.name] = res.rows.map((r) => r.row);
  }
  return out;
}

/** Row count and a checksum of the whole content of every table. */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of await tables(db)) {
    const res = (await db.execute(
      sql`select count(*)::int as n,
                 coalesce(md5(string_agg(to_jsonb(x)::text, ',' order by to_jsonb(x)::text)), '-') as sum
            from ${sql.identifier(t.name)} x`,
    )) as unknown as Rows<{ n: number; sum: string }>;
    out[t.name] = `${res.rows[0]!.n} ${res.rows[0]!.sum}`;
  }
  return out;
}

/** Every row of every table as JSON text: what a stolen database dump would show. */
export async function dumpDatabase(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const t of await tables(db)) {
    const res = (await db.execute(
      sql`select to_jsonb(x)::text as row from ${sql.identifier(t.name)} x`,
    )) as unknown as Rows<{ row: string }>;
    parts.push(`${t.name}: ${res.rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}
