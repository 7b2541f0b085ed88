import { and, desc, eq, ne } from 'drizzle-orm';

import type { Tx } from '../db/client.ts';
import { mediaKeys } from '../db/schema.ts';

export interface StoredMediaKey {
  clinicId: string;
  version: number;
  kekId: string;
  wrapped: string;
}

const columns = {
  clinicId: mediaKeys.clinicId,
  version: mediaKeys.version,
  kekId: mediaKeys.kekId,
  wrapped: mediaKeys.wrapped,
};

export const mediaKeysRepo = {
  async latest(tx: Tx, clinicId: string): Promise<StoredMediaKey | undefined> {
    const [row] = await tx
      .select(columns)
      .from(mediaKeys)
      .where(eq(mediaKeys.clinicId, clinicId))
      .orderBy(desc(mediaKeys.version))
      .limit(1);
    return row;
  },

  async find(tx: Tx, clinicId: string, version: number): Promise<StoredMediaKey | undefined> {
    const [row] = await tx
      .select(columns)
      .from(mediaKeys)
      .where(and(eq(mediaKeys.clinicId, clinicId), eq(mediaKeys.version, version)));
    return row;
  },

  /** The first key of a clinic; two processes creating it at once keep the first one written. */
  async createFirst(tx: Tx, key: StoredMediaKey): Promise<void> {
    await tx.insert(mediaKeys).values(key).onConflictDoNothing();
  },

  async notSealedBy(tx: Tx, kekId: string): Promise<StoredMediaKey[]> {
    return tx.select(columns).from(mediaKeys).where(ne(mediaKeys.kekId, kekId));
  },

  /** Re-sealed by a new server key; only if no other process re-sealed it first. */
  async rewrap(tx: Tx, key: StoredMediaKey, kekId: string, wrapped: string): Promise<void> {
    await tx
      .update(mediaKeys)
      .set({ kekId, wrapped })
      .where(
        and(
          eq(mediaKeys.clinicId, key.clinicId),
          eq(mediaKeys.version, key.version),
          eq(mediaKeys.kekId, key.kekId),
        ),
      );
  },
};
