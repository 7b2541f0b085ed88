import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chatMerges } from '../../db/schema.ts';
import type { MergeMoved } from '../conversations/index.ts';

export interface ChatMergeRow {
  id: string;
  clinicId: string;
  keptChatRowId: string;
  absorbedChatId: string;
  absorbedName: string;
  moved: MergeMoved;
  mergedBy: string | null;
  mergedAt: Date;
  undoneAt: Date | null;
}

const columns = {
  id: chatMerges.id,
  clinicId: chatMerges.clinicId,
  keptChatRowId: chatMerges.keptChatRowId,
  absorbedChatId: chatMerges.absorbedChatId,
  absorbedName: chatMerges.absorbedName,
  moved: chatMerges.moved,
  mergedBy: chatMerges.mergedBy,
  mergedAt: chatMerges.mergedAt,
  undoneAt: chatMerges.undoneAt,
};

// jsonb comes back as unknown: it is only ever written by `insert` below, from a MergeMoved.
const asRow = (r: Omit<ChatMergeRow, 'moved'> & { moved: unknown }): ChatMergeRow => ({
  ...r,
  moved: r.moved as MergeMoved,
});

/** The merges made with 'Mesclar conversas'; every query is bounded by the clinic. */
export const chatMergesRepo = {
  async insert(tx: Tx, m: Omit<ChatMergeRow, 'id' | 'undoneAt'>): Promise<string> {
    const [row] = await tx.insert(chatMerges).values(m).returning({ id: chatMerges.id });
    return row!.id;
  },

  /** One merge of the clinic, locked for its undo; another clinic's is as absent as none. */
  async lock(tx: Tx, clinicId: string, id: string): Promise<ChatMergeRow | undefined> {
    const [row] = await tx
      .select(columns)
      .from(chatMerges)
      .where(and(eq(chatMerges.clinicId, clinicId), eq(chatMerges.id, id)))
      .for('update');
    return row && asRow(row);
  },

  /** The merges into a chat not undone, newest first (a chat has few). */
  async notUndone(tx: Tx, clinicId: string, keptChatRowId: string): Promise<ChatMergeRow[]> {
    const rows = await tx
      .select(columns)
      .from(chatMerges)
      .where(
        and(
          eq(chatMerges.clinicId, clinicId),
          eq(chatMerges.keptChatRowId, keptChatRowId),
          isNull(chatMerges.undoneAt),
        ),
      )
      .orderBy(desc(chatMerges.mergedAt));
    return rows.map(asRow);
  },

  async markUndone(tx: Tx, id: string, by: string, at: Date): Promise<void> {
    await tx.update(chatMerges).set({ undoneAt: at, undoneBy: by }).where(eq(chatMerges.id, id));
  },
};
