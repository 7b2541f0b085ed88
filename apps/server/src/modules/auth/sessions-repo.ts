import { and, eq, ne } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export const sessionsRepo = {
  async create(
    tx: Tx,
    values: { userId: string; now: Date; ip?: string | undefined; userAgent?: string | undefined },
  ): Promise<SessionRow> {
    const rows = await tx
      .insert(sessions)
      .values({
        userId: values.userId,
        createdAt: values.now,
        lastSeenAt: values.now,
        ip: values.ip ?? null,
        userAgent: values.userAgent?.slice(0, 300) ?? null,
      })
      .returning();
    return rows[0]!;
  },
  async find(tx: Tx, id: string, userId: string): Promise<SessionRow | undefined> {
    const rows = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
      .limit(1);
    return rows[0];
  },
  async touch(tx: Tx, id: string, now: Date): Promise<void> {
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  },
  async delete(tx: Tx, id: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, id));
  },
  /** Ends every session of a user, or all but `keep` (the one that asked). */
  async deleteAllOf(tx: Tx, userId: string, keep?: string): Promise<void> {
    await tx
      .delete(sessions)
      .where(
        keep
          ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
          : eq(sessions.userId, userId),
      );
  },
};
