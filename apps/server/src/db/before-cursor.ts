import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { PageCursor } from '@conecta/contract';

/**
 * The rows after a page that ended at `before`, newest first: older than its time, or of the same
 * time and a smaller id (entries of one millisecond share a time; the order is time, then id).
 * A cursor with a time alone (from an older screen) reads as before.
 */
export function beforeCursor(
  at: PgColumn,
  id: PgColumn,
  before: PageCursor | undefined,
): SQL | undefined {
  if (!before) return undefined;
  return or(lt(at, before.at), before.id ? and(eq(at, before.at), lt(id, before.id)) : undefined);
}
