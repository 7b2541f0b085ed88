import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { messages, whatsappTemplates } from '../../db/schema.ts';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;
export type TemplateInput = Omit<TemplateRow, 'id' | 'clinicId' | 'updatedAt' | 'statusAt'>;

/**
 * How much earlier than our clock a list read from Meta is taken to state its statuses: Meta's
 * clock and ours may differ by seconds, and a status Meta stamped just before our read may not
 * be in what the read answered. A webhook stamped within this margin before a sync still applies.
 */
const READ_MARGIN_MS = 5 * 60_000;

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

  /**
   * The clinic's list becomes Meta's: new ones added, known ones updated, gone ones removed. The
   * statuses were read now: a status webhook stamped before that (less READ_MARGIN_MS) is older
   * than what they say.
   */
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
      const readAt = new Date(now.getTime() - READ_MARGIN_MS);
      for (const x of list) await upsert(tx, clinicId, x, now, readAt);
    });
  },

  /**
   * A template as Meta answered its creation (a new id, usually PENDING): no status webhook about
   * that id is older than it, so its time is not stated.
   */
  upsert: (db: Db, clinicId: string, x: TemplateInput, now: Date) =>
    upsert(db, clinicId, x, now, null),

  /** The clinics among these that hold this template, with its status's time. */
  async statusTimes(
    db: Db,
    clinicIds: string[],
    providerId: string,
  ): Promise<Array<{ clinicId: string; statusAt: Date | null }>> {
    if (clinicIds.length === 0) return [];
    return db
      .select({ clinicId: t.clinicId, statusAt: t.statusAt })
      .from(t)
      .where(and(inArray(t.clinicId, clinicIds), eq(t.providerId, providerId)));
  },

  /**
   * Meta's review outcome for one template of these clinics, stamped `at` by Meta: applied only
   * where what is stored is not newer (the check is in the update itself, so two deliveries at
   * once cannot both win). Answers the clinics it changed.
   */
  async setStatus(
    db: Db,
    clinicIds: string[],
    providerId: string,
    change: { status: string; rejectedReason: string | null },
    at: Date,
    now: Date,
  ): Promise<string[]> {
    if (clinicIds.length === 0) return [];
    const rows = await db
      .update(t)
      .set({ ...change, statusAt: at, updatedAt: now })
      .where(
        and(
          inArray(t.clinicId, clinicIds),
          eq(t.providerId, providerId),
          or(isNull(t.statusAt), lte(t.statusAt, at)),
        ),
      )
      .returning({ clinicId: t.clinicId });
    return rows.map((r) => r.clinicId);
  },
};

/**
 * `readAt`: when the status was read from Meta's list (a sync), kept unless a webhook already
 * stated a later time; null (a creation's answer): not stated.
 */
async function upsert(db: Tx, clinicId: string, x: TemplateInput, now: Date, readAt: Date | null) {
  const statusAt = readAt
    ? sql`greatest(${t.statusAt}, ${readAt.toISOString()}::timestamptz)`
    : sql`null`;
  await db
    .insert(t)
    .values({ ...x, clinicId, statusAt: readAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.clinicId, t.name, t.language],
      set: {
        providerId: x.providerId,
        category: x.category,
        status: x.status,
        components: x.components,
        rejectedReason: x.rejectedReason,
        statusAt,
        updatedAt: now,
      },
    });
}
