import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { chatTags, tags } from '../../db/schema.ts';

export type TagRow = typeof tags.$inferSelect;

export const tagsRepo = {
  async list(tx: Tx, clinicId: string): Promise<TagRow[]> {
    return tx
      .select()
      .from(tags)
      .where(eq(tags.clinicId, clinicId))
      .orderBy(asc(sql`lower(${tags.name})`));
  },
  /** Answers undefined when the name (ignoring case) is taken. */
  async insert(
    tx: Tx,
    clinicId: string,
    name: string,
    color: string,
    now: Date,
  ): Promise<TagRow | undefined> {
    const result = await unlessTaken(async () => {
      const rows = await tx
        .insert(tags)
        .values({ clinicId, name, color, createdAt: now })
        .returning();
      return rows[0];
    });
    return result === 'taken' ? undefined : result;
  },
  /** 'taken' when another tag has the name; undefined when the tag is not this user's. */
  async update(
    tx: Tx,
    clinicId: string,
    id: string,
    name: string,
    color: string,
  ): Promise<TagRow | 'taken' | undefined> {
    const result = await unlessTaken(async () => {
      const rows = await tx
        .update(tags)
        .set({ name, color })
        .where(and(eq(tags.id, id), eq(tags.clinicId, clinicId)))
        .returning();
      return rows[0];
    });
    return result;
  },
  async delete(tx: Tx, clinicId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(tags)
      .where(and(eq(tags.id, id), eq(tags.clinicId, clinicId)))
      .returning({ id: tags.id });
    return rows.length > 0;
  },
  async countOwned(tx: Tx, clinicId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.clinicId, clinicId), inArray(tags.id, ids)));
    return rows.length;
  },
  /** Replaces a chat's tags in one transaction. */
  async setForChat(tx: Tx, clinicId: string, chatRowId: string, tagIds: string[]): Promise<void> {
    await tx
      .delete(chatTags)
      .where(and(eq(chatTags.clinicId, clinicId), eq(chatTags.chatRowId, chatRowId)));
    if (tagIds.length > 0) {
      await tx.insert(chatTags).values(tagIds.map((tagId) => ({ clinicId, chatRowId, tagId })));
    }
  },
  /** Tags by chat row id: of every chat, or only of `chatRowIds` (a board's incremental sync). */
  /** The chat rows that carry the tag (the board's tag filter). */
  async chatRowsWithTag(tx: Tx, clinicId: string, tagId: string): Promise<string[]> {
    const rows = await tx
      .select({ chatRowId: chatTags.chatRowId })
      .from(chatTags)
      .where(and(eq(chatTags.clinicId, clinicId), eq(chatTags.tagId, tagId)));
    return rows.map((r) => r.chatRowId);
  },

  async byChat(
    tx: Tx,
    clinicId: string,
    chatRowIds?: string[],
  ): Promise<Map<string, Array<Pick<TagRow, 'id' | 'name' | 'color'>>>> {
    const rows = await tx
      .select({ chatRowId: chatTags.chatRowId, id: tags.id, name: tags.name, color: tags.color })
      .from(chatTags)
      .innerJoin(tags, eq(tags.id, chatTags.tagId))
      .where(
        and(
          eq(chatTags.clinicId, clinicId),
          chatRowIds ? inArray(chatTags.chatRowId, chatRowIds) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${tags.name})`));
    const out = new Map<string, Array<Pick<TagRow, 'id' | 'name' | 'color'>>>();
    for (const r of rows) {
      const list = out.get(r.chatRowId) ?? [];
      list.push({ id: r.id, name: r.name, color: r.color });
      out.set(r.chatRowId, list);
    }
    return out;
  },
};
