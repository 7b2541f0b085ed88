import type { ApiScope } from '@conecta/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The clinic's API keys; every query of a clinic's keys filters by its id. */
export const apiKeysRepo = {
  async insert(
    tx: Tx,
    row: {
      clinicId: string;
      name: string;
      scopes: ApiScope[];
      tokenHash: string;
      hint: string;
      createdBy: string;
      createdAt: Date;
    },
  ): Promise<ApiKeyRow> {
    const [inserted] = await tx.insert(apiKeys).values(row).returning();
    return inserted!;
  },

  /** The live keys, oldest first. */
  async listActive(tx: Tx, clinicId: string) {
    return tx
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        hint: apiKeys.hint,
        createdAt: apiKeys.createdAt,
        createdBy: apiKeys.createdBy,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .where(and(eq(apiKeys.clinicId, clinicId), isNull(apiKeys.revokedAt)))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  },

  async countActive(tx: Tx, clinicId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.clinicId, clinicId), isNull(apiKeys.revokedAt)));
    return Number(row?.n ?? 0);
  },

  /** Revokes a live key of the clinic; undefined when there is none by that id. */
  async revoke(tx: Tx, clinicId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.clinicId, clinicId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  },

  /** The live key with this hash. */
  async findLive(tx: Tx, tokenHash: string): Promise<ApiKeyRow | undefined> {
    const [row] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)))
      .limit(1);
    return row;
  },

  async touch(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
  },
};
