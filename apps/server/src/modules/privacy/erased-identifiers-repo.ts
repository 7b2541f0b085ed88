import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { erasedIdentifiers } from '../../db/schema.ts';

/**
 * The tombstones of an erased patient's other names (issue 48): every phone, BSUID and
 * '@username' their chat knew, and those Meta announced after the erasure. Keyed hashes only
 * (tombstone.ts): the list names nobody.
 */
export const erasedIdentifiersRepo = {
  async add(tx: Tx, clinicId: string, tombstones: readonly string[], at: Date): Promise<void> {
    const unique = [...new Set(tombstones)];
    if (unique.length === 0) return;
    await tx
      .insert(erasedIdentifiers)
      .values(unique.map((tombstone) => ({ clinicId, tombstone, erasedAt: at })))
      .onConflictDoUpdate({
        target: [erasedIdentifiers.clinicId, erasedIdentifiers.tombstone],
        set: { erasedAt: sql`greatest(${erasedIdentifiers.erasedAt}, excluded.erased_at)` },
      });
  },

  /** The latest erasure of any of these tombstones, or null. */
  async latest(tx: Tx, clinicId: string, tombstones: readonly string[]): Promise<Date | null> {
    if (tombstones.length === 0) return null;
    const [row] = await tx
      .select({ at: sql<Date | string | null>`max(${erasedIdentifiers.erasedAt})` })
      .from(erasedIdentifiers)
      .where(
        and(
          eq(erasedIdentifiers.clinicId, clinicId),
          inArray(erasedIdentifiers.tombstone, [...tombstones]),
        ),
      );
    return row?.at ? new Date(row.at) : null;
  },

  /** Of these tombstones, the ones of erased names. */
  async among(tx: Tx, clinicId: string, tombstones: readonly string[]): Promise<Set<string>> {
    if (tombstones.length === 0) return new Set();
    const rows = await tx
      .select({ tombstone: erasedIdentifiers.tombstone })
      .from(erasedIdentifiers)
      .where(
        and(
          eq(erasedIdentifiers.clinicId, clinicId),
          inArray(erasedIdentifiers.tombstone, [...tombstones]),
        ),
      );
    return new Set(rows.map((r) => r.tombstone));
  },
};
