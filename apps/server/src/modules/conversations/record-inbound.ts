import { and, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chats, messages, routineRuns } from '../../db/schema.ts';
import {
  type AppliedChat,
  appliedColumns,
  type ChatMessage,
  chatConflictFor,
} from './chat-message-upsert.ts';
import type { NewMessage } from './messages-repo.ts';
import { providerIdOf } from '../instances/index.ts';
import { runEndedByReply } from '../routines/index.ts';

const p = sql.placeholder;

/**
 * The message insert and the chat upsert as one statement with placeholders, prepared once per
 * database and per side (a clinic's own message leaves unread and follow-ups alone): building the
 * query each time cost about a third of the ingest path's time in the server thread.
 */
function buildStore(db: Db, fromMe: boolean, optOut = false) {
  const stored = db.$with('stored').as(
    db
      .insert(messages)
      .values({
        clinicId: p('clinicId'),
        chatId: p('chatId'),
        messageId: p('messageId'),
        fromMe,
        type: p('type'),
        content: p('content'),
        mediaUrl: p('mediaUrl'),
        mediaMime: p('mediaMime'),
        fileName: p('fileName'),
        seconds: p('seconds'),
        status: p('status'),
        isEdited: p('isEdited'),
        quotedMessageId: p('quotedMessageId'),
        sentBy: p('sentBy'),
        timestamp: p('timestamp'),
      })
      .onConflictDoNothing({ target: [messages.clinicId, messages.messageId] })
      .returning({ id: messages.id }),
  );
  // A patient's message restarts the chat's follow-up run, beside the chat's own changes (run
  // after them: the chat is locked before its run, the order every writer of both keeps).
  const ended = db.$with('ended').as(
    db
      .update(routineRuns)
      .set(runEndedByReply)
      .where(
        and(
          sql`${routineRuns.chatRowId} = (select id from ${chats} where ${chats.clinicId} = ${p('clinicId')} and ${chats.chatId} = ${p('chatId')})`,
          sql`exists (select 1 from ${stored})`,
        ),
      )
      .returning({ id: routineRuns.id }),
  );
  return (
    (fromMe ? db.with(stored) : db.with(stored, ended))
      .insert(chats)
      .values({
        clinicId: p('clinicId'),
        chatId: p('chatId'),
        instanceId: p('instanceId'),
        phone: sql`coalesce(${p('address')}::text, ${p('providerId')}::text)`,
        name: p('name'),
        isGroup: p('isGroup'),
        isNewsletter: p('isNewsletter'),
        profileThumbnail: p('thumbnail'),
        unread: fromMe ? 0 : 1,
        lastMessageTime: p('timestamp'),
        lastMessageContent: p('preview'),
        lastMessageFromMe: fromMe,
        routineOptedOutAt: optOut ? p('timestamp') : null,
      })
      // A repeated message leaves a known chat untouched: the update runs only for a new one.
      .onConflictDoUpdate({
        ...chatConflictFor({ fromMe, optOut }),
        setWhere: sql`exists (select 1 from ${stored})`,
      })
      .returning({
        ...appliedColumns,
        messageRowId: sql<string | null>`(select id from ${stored})`,
      })
      .prepare(
        optOut ? 'inbound_store_stop' : fromMe ? 'inbound_store_own' : 'inbound_store_patient',
      )
  );
}
type Prepared = ReturnType<typeof buildStore>;
const prepared = new WeakMap<Db, { own: Prepared; patient: Prepared; stop: Prepared }>();

/**
 * Stores a provider message (the patient's, or the clinic's own from the phone) and applies it
 * to its chat in ONE statement: one round trip and one commit (the ingest path's cost is mostly
 * round trips and commits), and no moment where the message is stored but its chat does not show
 * it. A message id already stored changes nothing and answers undefined.
 */
export async function recordInbound(
  db: Db,
  message: NewMessage & { clinicId: string },
  chat: ChatMessage,
): Promise<{ messageRowId: string; chat: AppliedChat } | undefined> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = {
      own: buildStore(db, true),
      patient: buildStore(db, false),
      // A patient's stop word: the same, and the chat leaves the follow-up routines for good.
      stop: buildStore(db, false, true),
    };
    prepared.set(db, statements);
  }
  const statement = chat.fromMe
    ? statements.own
    : chat.optOut
      ? statements.stop
      : statements.patient;
  const rows = await statement.execute({
    clinicId: message.clinicId,
    chatId: chat.chatId,
    // A second number's chat key carries its suffix; the address for sends never does.
    providerId: providerIdOf(chat.chatId),
    instanceId: chat.instanceId ?? null,
    address: chat.address ?? null,
    messageId: message.messageId,
    type: message.type,
    content: message.content ?? null,
    mediaUrl: message.mediaUrl ?? null,
    mediaMime: message.mediaMime ?? null,
    fileName: message.fileName ?? null,
    seconds: message.seconds ?? null,
    status: message.status ?? 'RECEIVED',
    isEdited: message.isEdited ?? false,
    quotedMessageId: message.quotedMessageId ?? null,
    sentBy: message.sentBy ?? null,
    timestamp: message.timestamp,
    name: chat.name,
    isGroup: chat.isGroup,
    isNewsletter: chat.isNewsletter,
    thumbnail: chat.thumbnail,
    preview: chat.preview,
  });
  const row = rows[0];
  if (!row?.messageRowId) return undefined;
  const { messageRowId, ...applied } = row;
  return { messageRowId, chat: applied };
}
