import { PREVIEW_MAX } from '@conecta/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { chats, messages } from '../../db/schema.ts';
import { type AppliedChat, appliedColumns, lastMessageMoves } from './chat-message-upsert.ts';
import type { ChatRow } from './chats-repo.ts';
import type { MessageRow, NewMessage } from './messages-repo.ts';

export type OutboundMessage = Omit<NewMessage, 'fromMe' | 'status'> & {
  timestamp: Date;
  preview: string;
};

/** What a send leaves on its chat: as a patient's message does, and the chat's column. */
export type OutboundChat = AppliedChat & Pick<ChatRow, 'column' | 'rememberedColumn'>;

/** The statement for one set of given columns (`columns`, sorted), its values as placeholders. */
function outboundStatement(db: Db, columns: readonly string[]) {
  const given = new Set(columns);
  const p = (name: string) => sql.placeholder(name);
  const sent = db.$with('sent').as(
    db
      .insert(messages)
      .values({
        ...(Object.fromEntries(columns.map((c) => [c, p(c)])) as unknown as NewMessage),
        fromMe: true,
        status: 'SENT',
      })
      .onConflictDoUpdate({
        target: [messages.clinicId, messages.messageId],
        // What we sent is known better here than in the provider's echo, and who sent it only here.
        set: {
          ...(given.has('sentBy') ? { sentBy: sql`${p('sentBy')}` } : {}),
          sentByMember: sql`${p('keepSentByMember')}`,
          // Which routine step or task it was: the echo cannot know (Relatórios › automação).
          routineSeq: sql`${p('keepRoutineSeq')}`,
          taskId: sql`${p('keepTaskId')}`,
          // The echo's own download may have finished first (a send stores its copy after the
          // provider answered): the first file stays, with its size and type, and the caller
          // drops the copy the row does not name (see recordMemberSend).
          mediaPath: sql`coalesce(${messages.mediaPath}, excluded.media_path)`,
          seconds: sql`${p('keepSeconds')}`,
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
          time: sql`${p('lastTime')}::timestamptz`,
          content: sql`${p('lastPreview')}::text`,
          fromMe: sql`true`,
        }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(chats.clinicId, p('clinicId')), eq(chats.chatId, p('chatId'))))
      // The chat's column too: a task's send moves its card out of 'Tarefa' without reading it.
      .returning({
        ...appliedColumns,
        column: chats.column,
        rememberedColumn: chats.rememberedColumn,
      }),
  );
  return db
    .with(sent, applied)
    .select()
    .from(sent)
    .leftJoin(applied, sql`true`);
}

/**
 * The statement of each set of given columns, built once and prepared once per database: a
 * send's record was its costliest statement to build (about 0.5 ms of drizzle a send, issue 51).
 * The sets are few (one per kind of send), so is this map.
 */
const byColumns = new Map<string, ReturnType<typeof preparedPerDb<PreparedOutbound>>>();
type PreparedOutbound = ReturnType<ReturnType<typeof outboundStatement>['prepare']>;

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
): Promise<{ message: MessageRow; chat: OutboundChat | undefined }> {
  const { preview, ...values } = input;
  // A column given as undefined is not given (as drizzle's insert reads it).
  const given = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Record<string, unknown>;
  const columns = Object.keys(given).sort();
  const key = columns.join(',');
  let prepared = byColumns.get(key);
  if (!prepared) {
    const name = `record_outbound_${byColumns.size}`;
    prepared = preparedPerDb((d) => outboundStatement(d, columns).prepare(name));
    byColumns.set(key, prepared);
  }
  const params = {
    ...given,
    keepSentByMember: values.sentByMember ?? null,
    keepRoutineSeq: values.routineSeq ?? null,
    keepTaskId: values.taskId ?? null,
    keepSeconds: values.seconds ?? null,
    lastTime: input.timestamp.toISOString(),
    lastPreview: preview.slice(0, PREVIEW_MAX),
  };
  const statement = prepared(db) ?? outboundStatement(db, columns);
  const [row] = await statement.execute(params);
  return { message: row!.sent, chat: row!.applied ?? undefined };
}
