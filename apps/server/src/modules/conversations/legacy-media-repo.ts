import { and, asc, eq, gt } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { messages, unsealedMedia } from '../../db/schema.ts';

export interface LegacyMedia {
  id: string;
  mediaPath: string;
}

/** Messages whose file was stored before media were sealed at rest. */
export const legacyMediaRepo = {
  /** The pass's query, apart so a test can ask the planner how it runs. */
  afterQuery(tx: Tx, afterId: string, limit: number) {
    return tx
      .select({ id: messages.id, mediaPath: messages.mediaPath })
      .from(messages)
      .where(and(unsealedMedia, gt(messages.id, afterId)))
      .orderBy(asc(messages.id))
      .limit(limit);
  },

  async after(tx: Tx, afterId: string, limit: number): Promise<LegacyMedia[]> {
    const rows = await legacyMediaRepo.afterQuery(tx, afterId, limit);
    return rows.map((r) => ({ id: r.id, mediaPath: r.mediaPath! }));
  },

  /** Points the message at its sealed copy, if it still names the plain one; answers whether. */
  async swap(tx: Tx, row: LegacyMedia, sealedPath: string): Promise<boolean> {
    const done = await tx
      .update(messages)
      .set({ mediaPath: sealedPath })
      .where(and(eq(messages.id, row.id), eq(messages.mediaPath, row.mediaPath)))
      .returning({ id: messages.id });
    return done.length > 0;
  },

  async pathOf(tx: Tx, id: string): Promise<string | null> {
    const [row] = await tx
      .select({ mediaPath: messages.mediaPath })
      .from(messages)
      .where(eq(messages.id, id));
    return row?.mediaPath ?? null;
  },
};
