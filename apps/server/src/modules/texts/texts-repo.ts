import { and, asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preConfiguredTexts } from '../../db/schema.ts';

export type TextRow = typeof preConfiguredTexts.$inferSelect;

export const textsRepo = {
  async list(tx: Tx, userId: string): Promise<TextRow[]> {
    return tx
      .select()
      .from(preConfiguredTexts)
      .where(eq(preConfiguredTexts.userId, userId))
      .orderBy(asc(sql`lower(${preConfiguredTexts.title})`), asc(preConfiguredTexts.createdAt));
  },
  async insert(
    tx: Tx,
    userId: string,
    title: string,
    content: string,
    now: Date,
  ): Promise<TextRow> {
    const rows = await tx
      .insert(preConfiguredTexts)
      .values({ userId, title, content, createdAt: now, updatedAt: now })
      .returning();
    return rows[0]!;
  },
  async update(tx: Tx, userId: string, id: string, title: string, content: string, now: Date) {
    const rows = await tx
      .update(preConfiguredTexts)
      .set({ title, content, updatedAt: now })
      .where(and(eq(preConfiguredTexts.id, id), eq(preConfiguredTexts.userId, userId)))
      .returning();
    return rows[0];
  },
  async delete(tx: Tx, userId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(preConfiguredTexts)
      .where(and(eq(preConfiguredTexts.id, id), eq(preConfiguredTexts.userId, userId)))
      .returning({ id: preConfiguredTexts.id });
    return rows.length > 0;
  },
};
