import { and, asc, count, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { messages, whatsappTemplates } from '../../db/schema.ts';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;
export type TemplateInput = Omit<TemplateRow, 'id' | 'clinicId' | 'updatedAt'>;

const t = whatsappTemplates;

export const templatesRepo = {
  list: (db: Db, clinicId: string) =>
    db.select().from(t).where(eq(t.clinicId, clinicId)).orderBy(asc(t.name), asc(t.language)),

  async find(db: Db, clinicId: string, id: string): Promise<TemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.clinicId, clinicId), eq(t.id, id)));
    return row;
  },

  /** The template messages the clinic sent since `since`, by Meta category (what Meta bills). */
  async sentByCategory(db: Db, clinicId: string, since: Date): Promise<Record<string, number>> {
    const rows = await db
      .select({ category: messages.templateCategory, n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, clinicId),
          eq(messages.fromMe, true),
          isNotNull(messages.templateCategory),
          gte(messages.timestamp, since),
        ),
      )
      .groupBy(messages.templateCategory);
    return Object.fromEntries(rows.map((r) => [r.category ?? '', Number(r.n)]));
  },

  /** The clinic's list becomes Meta's: new ones added, known ones updated, gone ones removed. */
  async replaceAll(db: Db, clinicId: string, list: TemplateInput[], now: Date) {
    await db.transaction(async (tx) => {
      const ids = list.map((x) => x.providerId);
      await tx
        .delete(t)
        .where(
          ids.length
            ? and(eq(t.clinicId, clinicId), notInArray(t.providerId, ids))
            : eq(t.clinicId, clinicId),
        );
      for (const x of list) await upsert(tx, clinicId, x, now);
    });
  },

  upsert: (db: Db, clinicId: string, x: TemplateInput, now: Date) => upsert(db, clinicId, x, now),

  /** Meta's review outcome for one template of these clinics; answers the clinics it changed. */
  async setStatus(
    db: Db,
    clinicIds: string[],
    providerId: string,
    change: { status: string; rejectedReason: string | null },
    now: Date,
  ): Promise<string[]> {
    if (clinicIds.length === 0) return [];
    const rows = await db
      .update(t)
      .set({ ...change, updatedAt: now })
      .where(and(inArray(t.clinicId, clinicIds), eq(t.providerId, providerId)))
      .returning({ clinicId: t.clinicId });
    return rows.map((r) => r.clinicId);
  },
};

async function upsert(db: Tx, clinicId: string, x: TemplateInput, now: Date) {
  await db
    .insert(t)
    .values({ ...x, clinicId, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.clinicId, t.name, t.language],
      set: {
        providerId: x.providerId,
        category: x.category,
        status: x.status,
        components: x.components,
        rejectedReason: x.rejectedReason,
        updatedAt: now,
      },
    });
}
