import { and, eq, inArray } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export const messagesRepo = {
  /** Inserts unless the provider's message id is known for this user; answers whether it did. */
  async insertOnce(tx: Tx, values: NewMessage): Promise<boolean> {
    const rows = await tx
      .insert(messages)
      .values(values)
      .onConflictDoNothing({ target: [messages.userId, messages.messageId] })
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  async editText(tx: Tx, userId: string, messageId: string, content: string): Promise<boolean> {
    const rows = await tx
      .update(messages)
      .set({ content, isEdited: true })
      .where(and(eq(messages.userId, userId), eq(messages.messageId, messageId)))
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  async setStatus(tx: Tx, userId: string, messageIds: string[], status: string): Promise<number> {
    const rows = await tx
      .update(messages)
      .set({ status })
      .where(and(eq(messages.userId, userId), inArray(messages.messageId, messageIds)))
      .returning({ id: messages.id });
    return rows.length;
  },
  async listForChat(tx: Tx, userId: string, chatId: string): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.chatId, chatId)))
      .orderBy(messages.timestamp);
  },
};
