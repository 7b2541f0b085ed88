import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { type ChatIdentifierKind, chatIdentifiers, chats } from '../../db/schema.ts';
import { chatKeyOn } from '../instances/index.ts';

/** One name of a patient: a phone's digits, a BSUID, a parent BSUID, '@username'. */
export interface ChatIdentifier {
  kind: ChatIdentifierKind;
  value: string;
}

/** How a username is kept as an identifier: with its '@', so it never reads as a phone. */
export const usernameIdentifier = (username: string): ChatIdentifier => ({
  kind: 'username',
  value: `@${username.replace(/^@/, '')}`,
});

/**
 * `chatIdOfAny` for one or two names (every webhook's case: the BSUID and the number, or the
 * number alone, given twice), prepared once per database: it runs for every message.
 */
const chatOfTwo = preparedPerDb((db) =>
  db
    .select({ chatId: chats.chatId, value: chatIdentifiers.value })
    .from(chatIdentifiers)
    .innerJoin(chats, eq(chats.id, chatIdentifiers.chatRowId))
    .where(
      and(
        eq(chatIdentifiers.clinicId, sql.placeholder('clinicId')),
        inArray(chatIdentifiers.value, [sql.placeholder('first'), sql.placeholder('second')]),
      ),
    )
    .prepare('chat_of_identifiers'),
);

/**
 * The Cloud API's business-scoped user ids (BSUID), usernames and every other name a patient was
 * known by (issue 48, docs/decisions.md "Quem é o paciente"): how a message that names one finds
 * its chat, and how the chat learns the names Meta sent. `chats.bsuid` and `chats.username` keep
 * the current ones (what the board shows); `chat_identifiers` keeps them all.
 */
export const chatUserIdsRepo = {
  /**
   * The chat any of these names was seen on, the first name of the list winning (a BSUID before
   * the phone): a patient who changed number, or wrote by BSUID alone, finds their chat.
   */
  async chatIdOfAny(
    tx: Tx,
    clinicId: string,
    values: readonly string[],
  ): Promise<string | undefined> {
    const wanted = [...new Set(values.filter((v) => v !== ''))];
    if (wanted.length === 0) return undefined;
    let rows: Array<{ chatId: string; value: string }>;
    const statement = wanted.length <= 2 ? chatOfTwo(tx) : undefined;
    if (statement) {
      rows = await statement.execute({
        clinicId,
        first: wanted[0],
        second: wanted[1] ?? wanted[0],
      });
    } else {
      rows = await tx
        .select({ chatId: chats.chatId, value: chatIdentifiers.value })
        .from(chatIdentifiers)
        .innerJoin(chats, eq(chats.id, chatIdentifiers.chatRowId))
        .where(and(eq(chatIdentifiers.clinicId, clinicId), inArray(chatIdentifiers.value, wanted)));
    }
    for (const value of wanted) {
      const hit = rows.find((r) => r.value === value);
      if (hit) return hit.chatId;
    }
    return undefined;
  },

  /** The chat a BSUID was seen on, if any. */
  async chatIdOfUser(tx: Tx, clinicId: string, userId: string): Promise<string | undefined> {
    return chatUserIdsRepo.chatIdOfAny(tx, clinicId, [userId]);
  },

  /**
   * Keeps names on a chat. A name already kept on another chat stays there unless `move` (an
   * identity change Meta announced is the patient's own word: their old and new names are one
   * person). Writes nothing for names already there.
   */
  async keepIdentifiers(
    tx: Tx,
    clinicId: string,
    chatId: string,
    ids: readonly ChatIdentifier[],
    at: Date,
    opts: { move?: boolean } = {},
  ): Promise<void> {
    // One row per name: a name given twice (the chat's key and the previous phone) is one.
    const unique = [...new Map(ids.map((id) => [id.value, id])).values()];
    if (unique.length === 0) return;
    const [chat] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .limit(1);
    if (!chat) return;
    const insert = tx.insert(chatIdentifiers).values(
      unique.map((id) => ({
        clinicId,
        value: id.value,
        kind: id.kind,
        chatRowId: chat.id,
        seenAt: at,
      })),
    );
    if (opts.move)
      await insert.onConflictDoUpdate({
        target: [chatIdentifiers.clinicId, chatIdentifiers.value],
        set: { chatRowId: chat.id },
        setWhere: sql`${chatIdentifiers.chatRowId} <> excluded.chat_row_id`,
      });
    else await insert.onConflictDoNothing();
  },

  /** Every name a chat was known by, oldest first (the privacy export lists them). */
  async identifiersOf(tx: Tx, clinicId: string, chatId: string): Promise<ChatIdentifier[]> {
    return tx
      .select({ kind: chatIdentifiers.kind, value: chatIdentifiers.value })
      .from(chatIdentifiers)
      .innerJoin(chats, eq(chats.id, chatIdentifiers.chatRowId))
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .orderBy(asc(chatIdentifiers.seenAt), asc(chatIdentifiers.value));
  },

  /**
   * Keeps the BSUID and username Meta sent on the chat, as its current ones and among its names.
   * A username Meta left out is kept as it was (delivered and read statuses, not every message,
   * carry it). Writes nothing when both are already there, so the usual message costs no row
   * version.
   */
  async noteUserId(
    tx: Tx,
    clinicId: string,
    chatId: string,
    userId: string,
    username: string | null,
    at: Date = new Date(),
    /** A clinic's second number keys its patients' names with its suffix (issue 48). */
    keySuffix: string | null = null,
  ): Promise<void> {
    const newId = sql`${chats.bsuid} is distinct from ${userId}`;
    const changed = username
      ? or(newId, sql`${chats.username} is distinct from ${username}`)
      : newId;
    const updated = await tx
      .update(chats)
      .set({ bsuid: userId, ...(username ? { username } : {}) })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId), changed))
      .returning({ id: chats.id });
    if (updated.length === 0) return;
    await chatUserIdsRepo.keepIdentifiers(
      tx,
      clinicId,
      chatId,
      [
        { kind: 'bsuid', value: userId },
        ...(username
          ? [
              {
                kind: 'username' as const,
                value: chatKeyOn(keySuffix, usernameIdentifier(username).value),
              },
            ]
          : []),
      ],
      at,
    );
  },
};
