import { and, eq, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats, messages } from '../../db/schema.ts';

/**
 * Locks the patient's chat for its erasure, in the caller's transaction: a message arriving now
 * waits for it and then starts a fresh chat. With `onlyIf` (retention: still inactive once
 * locked), only a chat that still matches. Answers its name, or undefined when there is none.
 */
export async function lockChatForErasure(
  tx: Tx,
  clinicId: string,
  chatId: string,
  onlyIf?: SQL,
): Promise<{ name: string | null } | undefined> {
  const [locked] = await tx
    .select({ name: chats.name })
    .from(chats)
    .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId), onlyIf))
    .for('update');
  return locked;
}

/**
 * The chat's messages and its row, gone (tags, tasks, appointments and their reminders, routine
 * state go with it by cascade). Answers the media files the messages named, as deleted
 * (RETURNING), not as read before: a download that stored its file in between (another process,
 * on PostgreSQL) still has its file named.
 */
export async function eraseChat(tx: Tx, clinicId: string, chatId: string): Promise<string[]> {
  const files = await tx
    .delete(messages)
    .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, chatId)))
    .returning({ path: messages.mediaPath });
  await tx.delete(chats).where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  return files.flatMap((f) => (f.path ? [f.path] : []));
}

/** Whether a chat of the clinic has this name (an erased chat's audit entries name it so). */
export async function chatNamed(tx: Tx, clinicId: string, name: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.clinicId, clinicId), eq(chats.name, name)))
    .limit(1);
  return found !== undefined;
}
