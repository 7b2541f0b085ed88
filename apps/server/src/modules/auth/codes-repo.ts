import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

export const codesRepo = {
  /** The newest code of a purpose; older ones are consumed when a new one is issued. */
  async latest(tx: Tx, userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    const rows = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return rows[0];
  },
  async issue(
    tx: Tx,
    values: {
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      now: Date;
      expiresAt: Date;
      payload?: Record<string, string>;
    },
  ): Promise<string> {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: values.now })
      .where(
        and(
          eq(verificationCodes.userId, values.userId),
          eq(verificationCodes.purpose, values.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const rows = await tx
      .insert(verificationCodes)
      .values({
        userId: values.userId,
        purpose: values.purpose,
        codeHash: values.codeHash,
        payload: values.payload ?? null,
        createdAt: values.now,
        expiresAt: values.expiresAt,
      })
      .returning({ id: verificationCodes.id });
    return rows[0]!.id;
  },
  /**
   * Counts one try before the comparison, atomically, so concurrent guesses cannot exceed the
   * limit; answers false when the code is used up, consumed or gone.
   */
  async claimAttempt(tx: Tx, id: string, maxAttempts: number): Promise<boolean> {
    const rows = await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },
  async consume(tx: Tx, id: string, now: Date): Promise<void> {
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
  },
  /** A code whose mail never left is removed, so it neither works nor holds the resend wait. */
  async remove(tx: Tx, id: string): Promise<void> {
    await tx.delete(verificationCodes).where(eq(verificationCodes.id, id));
  },
};
