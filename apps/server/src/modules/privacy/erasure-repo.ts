import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { accessLog, auditLog, liveEvents, mediaRemovals } from '../../db/schema.ts';
import { chatNamed, eraseChat, lockChatForErasure } from '../conversations/index.ts';

/** The audit's chat actions: they name the chat by its title and carry its id in `details`. */
const CHAT_ACTIONS = ['chat.move', 'chat.assign', 'message.send', 'note.edit', 'note.delete'];

export const erasureRepo = {
  /**
   * Everything of one patient's chat, in the caller's transaction: its messages, its chat row
   * (tags, tasks, internal notes and their mentions, appointments and their reminders, routine
   * state go with it by cascade), the
   * live events that carried it; the access log and the audit keep `tombstone` in its place, and
   * its media files are queued for removal. With `onlyIf`, the chat is erased only if it still
   * matches (retention: still inactive once locked); answers whether it was erased.
   */
  async erase(
    tx: Tx,
    clinicId: string,
    chatId: string,
    tombstone: string,
    onlyIf?: SQL,
  ): Promise<boolean> {
    // The row lock first: a message arriving now waits for this transaction and then starts a
    // fresh chat, and a retention candidate that came back to life is seen as such.
    const locked = await lockChatForErasure(tx, clinicId, chatId, onlyIf);
    if (!locked) return false;
    await tx
      .delete(liveEvents)
      .where(
        and(eq(liveEvents.clinicId, clinicId), sql`${liveEvents.payload}->>'chatId' = ${chatId}`),
      );
    // The paths as deleted: a download that stored its file in between is queued too.
    const paths = (await eraseChat(tx, clinicId, chatId)).map((path) => ({ path }));
    if (paths.length > 0) await tx.insert(mediaRemovals).values(paths).onConflictDoNothing();
    // What 'Relatórios' derived from the chat (migration 0042). The clinic's catch-up position
    // first: a pass under way (it read the messages before they went) finishes before this, so
    // it cannot write the chat's rows back. The quarter hours' counts carry no chat and stay.
    await tx.execute(sql`select 1 from report_positions where clinic_id = ${clinicId} for update`);
    for (const table of [
      'answer_runs',
      'report_chat_firsts',
      'report_member_sends',
      'report_automatic_sends',
    ])
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where clinic_id = ${clinicId} and chat_id = ${chatId}`,
      );
    await tx
      .update(accessLog)
      // The detail too: a file's name can name the patient or the exam ('Exame_HIV_Lia.pdf').
      .set({ chatId: tombstone, chatName: null, detail: null })
      .where(and(eq(accessLog.clinicId, clinicId), eq(accessLog.chatId, chatId)));
    // The audit names a chat by its title (the contact's name or number) and, since this
    // release, carries its id in `details`. Entries from before name it only by title: those are
    // taken when the title is the number (the chat's id), or a name no other chat of the clinic
    // has (this chat's row is gone by now, so any chat with the name is another).
    const name = locked.name;
    const nameOfAnother = name !== null && (await chatNamed(tx, clinicId, name));
    await tx
      .update(auditLog)
      .set({ targetId: tombstone, details: sql`${auditLog.details} - 'chatId'` })
      .where(
        and(
          eq(auditLog.clinicId, clinicId),
          or(
            eq(auditLog.targetId, chatId),
            sql`${auditLog.details}->>'chatId' = ${chatId}`,
            name !== null && !nameOfAnother
              ? and(
                  inArray(auditLog.action, CHAT_ACTIONS),
                  eq(auditLog.targetId, name),
                  sql`not (${auditLog.details} ? 'chatId')`,
                )
              : undefined,
          ),
        ),
      );
    return true;
  },

  /** The oldest first; those that failed last go after every file not tried yet. */
  async pendingRemovals(tx: Tx, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ path: mediaRemovals.path })
      .from(mediaRemovals)
      .orderBy(sql`${mediaRemovals.triedAt} asc nulls first`, asc(mediaRemovals.createdAt))
      .limit(limit);
    return rows.map((r) => r.path);
  },

  async failed(tx: Tx, path: string, at: Date): Promise<void> {
    await tx.update(mediaRemovals).set({ triedAt: at }).where(eq(mediaRemovals.path, path));
  },

  async removed(tx: Tx, path: string): Promise<void> {
    await tx.delete(mediaRemovals).where(eq(mediaRemovals.path, path));
  },
};
