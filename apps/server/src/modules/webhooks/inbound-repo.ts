import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats, messages } from '../../db/schema.ts';
import {
  type AppliedChat,
  appliedColumns,
  type ChatMessage,
  chatConflictFor,
  chatInsertFor,
} from '../chats/chat-message-upsert.ts';
import type { NewMessage } from '../messages/messages-repo.ts';

export const inboundRepo = {
  /**
   * Stores a provider message and applies it to its chat in ONE statement: one round trip and one
   * commit (the ingest path's cost is mostly round trips and commits), and no moment where the
   * message is stored but its chat does not show it. A message id already stored changes nothing
   * and answers undefined.
   */
  async store(
    tx: Tx,
    message: NewMessage & { userId: string },
    chat: ChatMessage,
  ): Promise<{ messageRowId: string; chat: AppliedChat } | undefined> {
    const stored = tx.$with('stored').as(
      tx
        .insert(messages)
        .values(message)
        .onConflictDoNothing({ target: [messages.userId, messages.messageId] })
        .returning({ id: messages.id }),
    );
    const rows = await tx
      .with(stored)
      .insert(chats)
      .values(chatInsertFor(message.userId, chat))
      // A repeated message leaves a known chat untouched: the update runs only for a new one.
      .onConflictDoUpdate({
        ...chatConflictFor(chat),
        setWhere: sql`exists (select 1 from ${stored})`,
      })
      .returning({
        ...appliedColumns,
        messageRowId: sql<string | null>`(select id from ${stored})`,
      });
    const row = rows[0];
    if (!row?.messageRowId) return undefined;
    const { messageRowId, ...applied } = row;
    return { messageRowId, chat: applied };
  },
};
