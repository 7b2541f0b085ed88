import { and, asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preConfiguredTexts } from '../../db/schema.ts';

export type TextRow = typeof preConfiguredTexts.$inferSelect;

export const textsRepo = {
  async list(tx: Tx, clinicId: string): Promise<TextRow[]> {
    return tx
      .select()
      .from(preConfiguredTexts)
      .where(eq(preConfiguredTexts.clinicId, clinicId))
      .orderBy(asc(sql`lower(${preConfiguredTexts.title})`), asc(preConfiguredTexts.createdAt));
  },
  async insert(
    tx: Tx,
    clinicId: string,
    title: string,
    content: string,
    now: Date,
  ): Promise<TextRow> {
    const rows = await tx
      .insert(preConfiguredTexts)
      .values({ clinicId, title, content, createdAt: now, updatedAt: now })
      .returning();
    return rows[0]!;
  },
  async update(tx: Tx, clinicId: string, id: string, title: string, content: string, now: Date) {
    const rows = await tx
      .update(preConfiguredTexts)
      .set({ title, content, updatedAt: now })
      .where(and(eq(preConfiguredTexts.id, id), eq(preConfiguredTexts.clinicId, clinicId)))
      .returning();
    return rows[0];
  },
  async delete(tx: Tx, clinicId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(preConfiguredTexts)
      .where(and(eq(preConfiguredTexts.id, id), eq(preConfiguredTexts.clinicId, clinicId)))
      .returning({ id: preConfiguredTexts.id });
    return rows.length > 0;
  },
};
