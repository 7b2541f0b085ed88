import { eq, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { syncProgress } from '../../db/schema.ts';

export type SyncRow = typeof syncProgress.$inferSelect;

export const syncRepo = {
  async find(tx: Tx, clinicId: string): Promise<SyncRow | undefined> {
    const rows = await tx
      .select()
      .from(syncProgress)
      .where(eq(syncProgress.clinicId, clinicId))
      .limit(1);
    return rows[0];
  },
  /** Starts a fresh sync, replacing a finished one. */
  async restart(tx: Tx, clinicId: string, now: Date): Promise<SyncRow> {
    const fresh = {
      phase: 'chats' as const,
      total: 0,
      loaded: 0,
      nextPage: 1,
      photosTotal: 0,
      photosDone: 0,
      photosCursor: '',
      lastError: null,
      startedAt: now,
      updatedAt: now,
      completedAt: null,
    };
    const rows = await tx
      .insert(syncProgress)
      .values({ clinicId, ...fresh })
      .onConflictDoUpdate({ target: syncProgress.clinicId, set: fresh })
      .returning();
    return rows[0]!;
  },
  async update(
    tx: Tx,
    clinicId: string,
    values: Partial<Omit<SyncRow, 'clinicId'>>,
  ): Promise<void> {
    await tx.update(syncProgress).set(values).where(eq(syncProgress.clinicId, clinicId));
  },
  async unfinished(tx: Tx): Promise<SyncRow[]> {
    return tx.select().from(syncProgress).where(isNull(syncProgress.completedAt));
  },
};
