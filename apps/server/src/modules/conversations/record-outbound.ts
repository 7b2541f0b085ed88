import { PREVIEW_MAX } from '@conecta/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chats, messages } from '../../db/schema.ts';
import { type AppliedChat, appliedColumns, lastMessageMoves } from './chat-message-upsert.ts';
import type { MessageRow, NewMessage } from './messages-repo.ts';

export type OutboundMessage = Omit<NewMessage, 'fromMe' | 'status'> & {
  timestamp: Date;
  preview: string;
};

/**
 * Stores a message the clinic sent (by hand, by a task or by a routine) once the provider took
 * it, and moves its chat's last message forward, in ONE statement: one round trip and one commit,
 * and no moment where the message is stored but its chat does not show it. The provider's echo
 * of the same id is the same message: stored first, it is completed here (who sent it, our copy
 * of the file). A chat that is gone (erased meanwhile) is not created again; `chat` is then
 * undefined.
 */
export async function recordOutbound(
  db: Db,
  input: OutboundMessage,
): Promise<{ message: MessageRow; chat: AppliedChat | undefined }> {
  const { preview, ...values } = input;
  const sent = db.$with('sent').as(
    db
      .insert(messages)
      .values({ ...values, fromMe: true, status: 'SENT' })
      .onConflictDoUpdate({
        target: [messages.clinicId, messages.messageId],
        // What we sent is known better here than in the provider's echo, and who sent it only here.
        set: {
          sentBy: values.sentBy,
          sentByMember: values.sentByMember ?? null,
          // Which routine step or task it was: the echo cannot know (Relatórios › automação).
          routineSeq: values.routineSeq ?? null,
          taskId: values.taskId ?? null,
          // The echo's own download may have finished first (a send stores its copy after the
          // provider answered): the first file stays, with its size and type, and the caller
          // drops the copy the row does not name (see recordMemberSend).
          mediaPath: sql`coalesce(${messages.mediaPath}, excluded.media_path)`,
          seconds: values.seconds ?? null,
          mediaMime: sql`case when ${messages.mediaPath} is null then excluded.media_mime else ${messages.mediaMime} end`,
          content: sql`coalesce(excluded.content, ${messages.content})`,
          fileName: sql`coalesce(excluded.file_name, ${messages.fileName})`,
          fileSize: sql`case when ${messages.mediaPath} is null then excluded.file_size else ${messages.fileSize} end`,
          quotedMessageId: sql`coalesce(excluded.quoted_message_id, ${messages.quotedMessageId})`,
        },
      })
      .returning(),
  );
  const applied = db.$with('applied').as(
    db
      .update(chats)
      .set({
        ...lastMessageMoves({
          time: sql`${input.timestamp.toISOString()}::timestamptz`,
          content: sql`${preview.slice(0, PREVIEW_MAX)}::text`,
          fromMe: sql`true`,
        }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(chats.clinicId, input.clinicId), eq(chats.chatId, input.chatId)))
      .returning(appliedColumns),
  );
  const [row] = await db
    .with(sent, applied)
    .select()
    .from(sent)
    .leftJoin(applied, sql`true`);
  return { message: row!.sent, chat: row!.applied ?? undefined };
}
