import { and, asc, eq, gt, or } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';

/**
 * The chat's messages in order, a page after (timestamp, id), with the name of the member who
 * sent each: what a patient's data export lists of the conversation.
 */
export async function messagesForExport(
  tx: Tx,
  clinicId: string,
  chatId: string,
  after: { timestamp: Date; id: string } | null,
  limit: number,
) {
  return tx
    .select({
      id: messages.id,
      messageId: messages.messageId,
      fromMe: messages.fromMe,
      type: messages.type,
      content: messages.content,
      mediaMime: messages.mediaMime,
      mediaPath: messages.mediaPath,
      fileName: messages.fileName,
      seconds: messages.seconds,
      transcript: messages.transcript,
      status: messages.status,
      isEdited: messages.isEdited,
      sentBy: messages.sentBy,
      sentByName: users.name,
      timestamp: messages.timestamp,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.sentByMember))
    .where(
      and(
        eq(messages.clinicId, clinicId),
        eq(messages.chatId, chatId),
        after
          ? or(
              gt(messages.timestamp, after.timestamp),
              and(eq(messages.timestamp, after.timestamp), gt(messages.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(messages.timestamp), asc(messages.id))
    .limit(limit);
}
