import { and, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { assistantSettings, assistantUsage } from '../../db/schema.ts';

export type AssistantSettingsRow = typeof assistantSettings.$inferSelect;

export interface AssistantSettingsInput {
  enabled: boolean;
  autoTranscribe: boolean;
  knowledgeBase: string;
}

export const assistantRepo = {
  async settings(tx: Tx, clinicId: string): Promise<AssistantSettingsRow | undefined> {
    const rows = await tx
      .select()
      .from(assistantSettings)
      .where(eq(assistantSettings.clinicId, clinicId))
      .limit(1);
    return rows[0];
  },
  async save(
    tx: Tx,
    clinicId: string,
    input: AssistantSettingsInput,
    by: string,
    now: Date,
  ): Promise<AssistantSettingsRow> {
    const values = { ...input, updatedAt: now, updatedBy: by };
    const rows = await tx
      .insert(assistantSettings)
      .values({ clinicId, ...values })
      .onConflictDoUpdate({ target: assistantSettings.clinicId, set: values })
      .returning();
    return rows[0]!;
  },
  async tokensIn(tx: Tx, clinicId: string, month: string): Promise<number> {
    const rows = await tx
      .select({ tokens: assistantUsage.tokens })
      .from(assistantUsage)
      .where(and(eq(assistantUsage.clinicId, clinicId), eq(assistantUsage.month, month)));
    return rows[0]?.tokens ?? 0;
  },
  /** Adds one call's tokens to the clinic's month (one statement: concurrent calls add up). */
  async addTokens(tx: Tx, clinicId: string, month: string, tokens: number): Promise<void> {
    await tx
      .insert(assistantUsage)
      .values({ clinicId, month, tokens, calls: 1 })
      .onConflictDoUpdate({
        target: [assistantUsage.clinicId, assistantUsage.month],
        set: {
          tokens: sql`${assistantUsage.tokens} + ${tokens}`,
          calls: sql`${assistantUsage.calls} + 1`,
        },
      });
  },
};
