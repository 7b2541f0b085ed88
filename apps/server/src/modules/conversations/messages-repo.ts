import type { SyncPosition } from '@conecta/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { clinicMembers, messages } from '../../db/schema.ts';
import { changedAfter, readSyncPosition } from '../../db/sync-position.ts';
import type { MediaFailure } from '../../lib/fetch-to-file.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/**
 * How far a sent message got. A failure ranks above 'sent' (it ends the attempt) but below
 * 'delivered' and 'read': those prove it arrived, whatever came first. Unknown values rank 0.
 */
const STATUS_RANK: Record<string, number> = {
  SENDING: 1,
  SENT: 2,
  FAILED: 3,
  DELIVERED: 4,
  RECEIVED: 4,
  READ: 5,
  PLAYED: 6,
};
const statusRank = (value: SQL) =>
  sql`(case ${value} ${sql.join(
    // Our own constants, written into the SQL: no parameter whose type PostgreSQL must guess.
    Object.entries(STATUS_RANK).map(([k, n]) => sql.raw(`when '${k}' then ${n}`)),
    sql` `,
  )} else 0 end)`;

/** The rows of one chat of the clinic, with what else the read asks. */
const inChat = (clinicId: string, chatId: string, ...more: Array<SQL | undefined>) =>
  and(eq(messages.clinicId, clinicId), eq(messages.chatId, chatId), ...more);

/** The patient's latest message in the chat: its provider id and its time. */
async function latestFromPatient(tx: Tx, clinicId: string, chatId: string) {
  const [row] = await tx
    .select({ messageId: messages.messageId, at: messages.timestamp })
    .from(messages)
    .where(inChat(clinicId, chatId, eq(messages.fromMe, false)))
    .orderBy(desc(messages.timestamp))
    .limit(1);
  return row;
}

export const messagesRepo = {
  /** Inserts unless the provider's message id is known for this user; answers the new row's id. */
  async insertOnce(tx: Tx, values: NewMessage): Promise<string | undefined> {
    const rows = await tx
      .insert(messages)
      .values(values)
      .onConflictDoNothing({ target: [messages.clinicId, messages.messageId] })
      .returning({ id: messages.id });
    return rows[0]?.id;
  },
  /**
   * Changes a text. `within`, for an edit that arrives by webhook, is where the edited message must
   * be: an edit may only change a message of its own chat and of its own author.
   */
  async editText(
    tx: Tx,
    clinicId: string,
    messageId: string,
    content: string,
    within?: { chatId: string; fromMe: boolean },
  ): Promise<boolean> {
    const rows = await tx
      .update(messages)
      .set({ content, isEdited: true })
      .where(
        and(
          eq(messages.clinicId, clinicId),
          eq(messages.messageId, messageId),
          ...(within
            ? [eq(messages.chatId, within.chatId), eq(messages.fromMe, within.fromMe)]
            : []),
        ),
      )
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  /**
   * A reaction on a message of the chat: each side keeps at most one (a new one replaces its
   * earlier one; an empty emoji takes it off). Answers whether the message is known.
   */
  async setReaction(
    tx: Tx,
    clinicId: string,
    chatId: string,
    messageId: string,
    reaction: { emoji: string; fromMe: boolean },
  ): Promise<boolean> {
    const added = reaction.emoji
      ? sql`jsonb_build_array(jsonb_build_object('emoji', ${reaction.emoji}::text, 'fromMe', ${reaction.fromMe}::boolean))`
      : sql`'[]'::jsonb`;
    const rows = await tx
      .update(messages)
      .set({
        reactions: sql`(select coalesce(jsonb_agg(r), '[]'::jsonb) from jsonb_array_elements(${messages.reactions}) r
          where (r->>'fromMe')::boolean <> ${reaction.fromMe}::boolean) || ${added}`,
      })
      .where(inChat(clinicId, chatId, eq(messages.messageId, messageId)))
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  /** Answers the chats whose messages changed. */
  async setStatus(
    tx: Tx,
    clinicId: string,
    messageIds: string[],
    status: string,
  ): Promise<string[]> {
    const rows = await tx
      .update(messages)
      .set({ status })
      .where(and(eq(messages.clinicId, clinicId), inArray(messages.messageId, messageIds)))
      .returning({ chatId: messages.chatId });
    return [...new Set(rows.map((r) => r.chatId))];
  },
  /** The provider id of the patient's latest message in the chat (what marking read needs). */
  async lastFromPatient(tx: Tx, clinicId: string, chatId: string): Promise<string | undefined> {
    return (await latestFromPatient(tx, clinicId, chatId))?.messageId;
  },
  /** When the patient last wrote in the chat (what opens the 24-hour window), or null. */
  async lastFromPatientAt(tx: Tx, clinicId: string, chatId: string): Promise<Date | null> {
    return (await latestFromPatient(tx, clinicId, chatId))?.at ?? null;
  },
  /**
   * A delivery status that may arrive in any order (the Cloud API): it applies only when it moves
   * the message forward (sent < failed < delivered < read, see STATUS_RANK), so a repeat or a
   * late 'delivered' after 'read' changes nothing. A failed status keeps its error code.
   */
  async advanceStatus(
    tx: Tx,
    clinicId: string,
    messageIds: string[],
    status: string,
    errorCode: number | null,
  ): Promise<string[]> {
    const rows = await tx
      .update(messages)
      .set({ status, statusErrorCode: status === 'FAILED' ? errorCode : null })
      .where(
        and(
          eq(messages.clinicId, clinicId),
          inArray(messages.messageId, messageIds),
          sql`${statusRank(sql`${messages.status}`)} < ${statusRank(sql`${status}::text`)}`,
        ),
      )
      .returning({ chatId: messages.chatId });
    return [...new Set(rows.map((r) => r.chatId))];
  },
  async listForChat(tx: Tx, clinicId: string, chatId: string): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, chatId)))
      .orderBy(messages.timestamp);
  },

  /**
   * The newest `limit` messages of a chat older than message `before` (by time, then id; a
   * `before` that is not this chat's gives nothing), newest first, and one more to tell whether
   * the chat goes further back.
   */
  async pageForChat(
    tx: Tx,
    clinicId: string,
    chatId: string,
    limit: number,
    before: string | undefined,
  ): Promise<MessageRow[]> {
    const older = before
      ? sql`(${messages.timestamp}, ${messages.id}) < (select m.timestamp, m.id from messages m
          where m.id = ${before} and m.clinic_id = ${clinicId} and m.chat_id = ${chatId})`
      : undefined;
    return tx
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, clinicId), eq(messages.chatId, chatId), older))
      .orderBy(desc(messages.timestamp), desc(messages.id))
      .limit(limit + 1);
  },

  /** The chat's messages with these provider ids (the ones its messages quote). */
  async findManyByMessageId(
    tx: Tx,
    clinicId: string,
    chatId: string,
    messageIds: string[],
  ): Promise<MessageRow[]> {
    if (messageIds.length === 0) return [];
    return tx
      .select()
      .from(messages)
      .where(inChat(clinicId, chatId, inArray(messages.messageId, messageIds)));
  },

  /** Where a chat window's sync stands, read before the messages it goes with. */
  syncPosition: readSyncPosition,

  /** The chat's messages written since the position (see `changedAfter`, migration 0012). */
  async changedSince(
    tx: Tx,
    clinicId: string,
    chatId: string,
    since: SyncPosition,
  ): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(inChat(clinicId, chatId, changedAfter(messages.changeXid, since)))
      .orderBy(messages.timestamp, messages.id);
  },
};

export const messageMediaRepo = {
  /** A clinic's message by its row id. */
  async findById(tx: Tx, clinicId: string, id: string): Promise<MessageRow | undefined> {
    const rows = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, clinicId), eq(messages.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Keeps a voice note's text with it (the trigger marks it changed for open chat windows). */
  async setTranscript(tx: Tx, clinicId: string, id: string, transcript: string): Promise<boolean> {
    const rows = await tx
      .update(messages)
      .set({ transcript })
      .where(and(eq(messages.clinicId, clinicId), eq(messages.id, id)))
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  /**
   * A clinic's message whose file `memberId` may open: only while that person is still a member
   * of the clinic (a signed link outlives a removal by its minutes otherwise).
   */
  async findForMember(
    tx: Tx,
    clinicId: string,
    memberId: string,
    id: string,
  ): Promise<MessageRow | undefined> {
    const rows = await tx
      .select({ message: messages })
      .from(messages)
      .innerJoin(
        clinicMembers,
        and(eq(clinicMembers.clinicId, messages.clinicId), eq(clinicMembers.userId, memberId)),
      )
      .where(and(eq(messages.clinicId, clinicId), eq(messages.id, id)))
      .limit(1);
    return rows[0]?.message;
  },
  async findByMessageId(
    tx: Tx,
    clinicId: string,
    messageId: string,
  ): Promise<MessageRow | undefined> {
    const rows = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.clinicId, clinicId), eq(messages.messageId, messageId)))
      .limit(1);
    return rows[0];
  },
  /**
   * Names the file downloaded for a message, unless it already has one (our own send, stored
   * while its echo's download ran): answers whether it was named.
   */
  async setMediaPath(tx: Tx, id: string, mediaPath: string, fileSize?: number): Promise<boolean> {
    const named = await tx
      .update(messages)
      .set({ mediaPath, mediaFailure: null, ...(fileSize === undefined ? {} : { fileSize }) })
      .where(and(eq(messages.id, id), isNull(messages.mediaPath)))
      .returning({ id: messages.id });
    return named.length > 0;
  },
  /** A received file given up on: why, for the message to say (unless a file got there first). */
  async setMediaFailure(tx: Tx, id: string, failure: MediaFailure): Promise<void> {
    await tx
      .update(messages)
      .set({ mediaFailure: failure })
      .where(and(eq(messages.id, id), isNull(messages.mediaPath)));
  },
};
