import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';

/** Retires the user's unused links (a newer one was sent, or the password changed). */
async function retireAll(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export const passwordResetsRepo = {
  /** Stores a new link and retires the user's older unused ones: only the newest mail works. */
  async issue(
    tx: Tx,
    values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
  ): Promise<void> {
    await retireAll(tx, values.userId, values.now);
    await tx.insert(passwordResets).values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
  },
  async latestCreatedAt(tx: Tx, userId: string): Promise<Date | undefined> {
    const rows = await tx
      .select({ createdAt: passwordResets.createdAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return rows[0]?.createdAt;
  },
  /**
   * Marks a live link used in one statement and answers its user; two concurrent uses of the
   * same link cannot both get a user back.
   */
  async use(tx: Tx, tokenHash: string, now: Date): Promise<string | undefined> {
    const rows = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return rows[0]?.userId;
  },
  retireAll,
};
