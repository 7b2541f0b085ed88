import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  accessLog,
  auditLog,
  chats,
  liveEvents,
  mediaRemovals,
  messages,
} from '../../db/schema.ts';

export const erasureRepo = {
  /**
   * Everything of one patient's chat, in the caller's transaction: its messages, its chat row
   * (tags, tasks, appointments and their reminders, routine state go with it by cascade), the
   * live events that carried it; the access log and the audit keep `tombstone` in its place, and
   * its media files are queued for removal.
   */
  async erase(tx: Tx, clinicId: string, chatId: string, tombstone: string): Promise<number> {
    const files = await tx
      .select({ path: messages.mediaPath })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, clinicId),
          eq(messages.chatId, chatId),
          isNotNull(messages.mediaPath),
        ),
      );
    if (files.length > 0)
      await tx
        .insert(mediaRemovals)
        .values(files.map((f) => ({ path: f.path! })))
        .onConflictDoNothing();
    await tx
      .delete(liveEvents)
      .where(
        and(eq(liveEvents.clinicId, clinicId), sql`${liveEvents.payload}->>'chatId' = ${chatId}`),
      );
    await tx
      .delete(messages)
      .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, chatId)));
    await tx.delete(chats).where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
    await tx
      .update(accessLog)
      .set({ chatId: tombstone, chatName: null })
      .where(and(eq(accessLog.clinicId, clinicId), eq(accessLog.chatId, chatId)));
    await tx
      .update(auditLog)
      .set({ targetId: tombstone })
      .where(and(eq(auditLog.clinicId, clinicId), eq(auditLog.targetId, chatId)));
    return files.length;
  },

  async pendingRemovals(tx: Tx, limit: number): Promise<string[]> {
    const rows = await tx.select({ path: mediaRemovals.path }).from(mediaRemovals).limit(limit);
    return rows.map((r) => r.path);
  },

  async removed(tx: Tx, path: string): Promise<void> {
    await tx.delete(mediaRemovals).where(eq(mediaRemovals.path, path));
  },
};
