import { and, asc, count, eq, gt, inArray, sql, sum } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { chats } from '../../db/schema.ts';
import { routineRunsRepo } from '../routines/index.ts';
import { foldBrazilMobile } from '../../providers/index.ts';
import { chatKeyOn } from '../instances/index.ts';
import type { ProviderChat } from '../../providers/messaging-provider.ts';
import { boardCardsRepo } from './board-cards-repo.ts';
import { patientReplied } from './chat-message-upsert.ts';

export { type BoardChatRow, boardColumns } from './board-cards-repo.ts';

export type ChatRow = typeof chats.$inferSelect;

/** Portuguese (and Spanish) accented letters and their plain forms, for `translate()`. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** A chat by its key: read for every automatic send (its address and number), issue 51. */
const chatByKey = preparedPerDb((db) =>
  db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.clinicId, sql.placeholder('clinicId')),
        eq(chats.chatId, sql.placeholder('chatId')),
      ),
    )
    .limit(1)
    .prepare('chat_by_key'),
);

export const chatsRepo = {
  ...boardCardsRepo,

  /**
   * The chats with a message containing `folded` (already lower case, without accents),
   * the most recently written first. The content is folded in SQL the same way, so 'joao' finds
   * 'João'; chats erased under the LGPD are gone from `chats` and so from the answer. A voice
   * note is found by its transcript (its own content is no text to search), shown as the hit.
   */
  async withMessageContaining(
    tx: Tx,
    clinicId: string,
    folded: string,
    limit: number,
  ): Promise<Array<{ chatId: string; id: string; content: string; timestamp: Date }>> {
    const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Each chat's newest matching message (distinct on), then the chats by it, newest first.
    const result = (await tx.execute(sql`
      select * from (
        select distinct on (m.chat_id) m.chat_id, m.id, m.content, m.timestamp from (
          select chat_id, id, timestamp, clinic_id,
            case when type = 'audio' then transcript else content end as content
          from messages where clinic_id = ${clinicId}
        ) m
        join chats c on c.clinic_id = m.clinic_id and c.chat_id = m.chat_id
        where m.content is not null
          and translate(lower(m.content), ${ACCENTED}, ${PLAIN}) like ${pattern}
        order by m.chat_id, m.timestamp desc, m.id desc
      ) newest
      order by newest.timestamp desc
      limit ${limit}
    `)) as unknown as {
      rows: Array<{ chat_id: string; id: string; content: string; timestamp: string | Date }>;
    };
    return result.rows.map((r) => ({
      chatId: r.chat_id,
      id: r.id,
      content: r.content,
      timestamp: new Date(r.timestamp),
    }));
  },

  /**
   * Merges a page of the provider's chat list. Only what the provider owns is overwritten (name,
   * thumbnail, type); the column, tags, tasks and messages of a known chat are never touched, and
   * the last message only moves forward in time. The chats belong to the number whose list it is
   * (a known chat keeps its number), keyed on it (`chatKeyOn`: a second number's with its suffix).
   */
  async mergeFromProvider(
    tx: Tx,
    clinicId: string,
    page: ProviderChat[],
    now: Date,
    number: { instanceId: string; suffix: string | null } | null = null,
  ): Promise<void> {
    // A Brazilian mobile is keyed with its ninth digit (issue 48): twins in one page are one chat.
    const byKey = new Map(
      page.map((c) => [chatKeyOn(number?.suffix ?? null, foldBrazilMobile(c.phone)), c]),
    );
    if (byKey.size === 0) return;
    await tx
      .insert(chats)
      .values(
        [...byKey].map(([chatId, c]) => ({
          clinicId,
          chatId,
          phone: c.phone,
          ...(number ? { instanceId: number.instanceId } : {}),
          name: c.name,
          isGroup: c.isGroup,
          isNewsletter: c.isNewsletter,
          unread: c.unread,
          unreadAsOf: now,
          lastMessageTime: c.lastMessageTime,
          profileThumbnail: c.profileThumbnail,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [chats.clinicId, chats.chatId],
        set: {
          name: sql`coalesce(excluded.name, ${chats.name})`,
          isGroup: sql`excluded.is_group`,
          isNewsletter: sql`excluded.is_newsletter`,
          unread: sql`excluded.unread`,
          unreadAsOf: sql`excluded.unread_as_of`,
          profileThumbnail: sql`coalesce(excluded.profile_thumbnail, ${chats.profileThumbnail})`,
          lastMessageTime: sql`greatest(excluded.last_message_time, ${chats.lastMessageTime})`,
          updatedAt: now,
        },
      });
  },

  /** Assigns the chat to a member, or to nobody; answers false when the chat is not the clinic's. */
  async assign(tx: Tx, clinicId: string, chatId: string, userId: string | null, now: Date) {
    const rows = await tx
      .update(chats)
      .set({ assignedTo: userId, updatedAt: now })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .returning({ id: chats.id });
    return rows.length > 0;
  },

  /**
   * Records the patient's consent to automatic messages (who, when) or withdraws it (null);
   * answers false when the chat is not the clinic's.
   */
  async setConsent(
    tx: Tx,
    clinicId: string,
    chatId: string,
    consent: { at: Date; by: string } | null,
  ): Promise<boolean> {
    const rows = await tx
      .update(chats)
      .set({
        automaticConsentAt: consent?.at ?? null,
        automaticConsentBy: consent?.by ?? null,
        ...(consent ? { updatedAt: consent.at } : {}),
      })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .returning({ id: chats.id });
    return rows.length > 0;
  },

  /** A member leaves: the chats assigned to them go back to nobody. */
  async unassignMember(tx: Tx, clinicId: string, userId: string, now: Date): Promise<void> {
    await tx
      .update(chats)
      .set({ assignedTo: null, updatedAt: now })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.assignedTo, userId)));
  },

  async totals(tx: Tx, clinicId: string): Promise<{ total: number; unread: number }> {
    const rows = await tx
      .select({ total: count(), unread: sum(chats.unread) })
      .from(chats)
      .where(eq(chats.clinicId, clinicId));
    return { total: Number(rows[0]?.total ?? 0), unread: Number(rows[0]?.unread ?? 0) };
  },

  async withoutThumbnail(
    tx: Tx,
    clinicId: string,
    limit: number,
    afterChatId: string,
  ): Promise<ChatRow[]> {
    return tx
      .select()
      .from(chats)
      .where(
        and(
          eq(chats.clinicId, clinicId),
          sql`${chats.profileThumbnail} is null`,
          sql`${chats.chatId} > ${afterChatId}`,
        ),
      )
      .orderBy(asc(chats.chatId))
      .limit(limit);
  },

  async setThumbnail(tx: Tx, clinicId: string, chatId: string, url: string): Promise<void> {
    await tx
      .update(chats)
      .set({ profileThumbnail: url })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  },

  async setColumn(
    tx: Tx,
    clinicId: string,
    chatId: string,
    column: string,
    now: Date,
  ): Promise<void> {
    await tx
      .update(chats)
      .set({ column, updatedAt: now })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  },

  /** Moves a chat, setting the column it will return to (null clears it). */
  async moveTo(
    tx: Tx,
    clinicId: string,
    chatId: string,
    column: string,
    remembered: string | null,
    now: Date,
  ) {
    await tx
      .update(chats)
      .set({ column, rememberedColumn: remembered, updatedAt: now })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  },

  /** 'Resetar Rotinas': the run starts over from now, and a chat in follow-up goes back. */
  async resetRoutine(
    tx: Tx,
    clinicId: string,
    chatId: string,
    now: Date,
  ): Promise<ChatRow | undefined> {
    const rows = await tx
      .update(chats)
      // Staff's reset is also the way back after a stop word: a conscious choice, per chat.
      .set({ ...patientReplied, routineOptedOutAt: null })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .returning();
    // The run starts over from now, after the chat (locked first, as a patient's message does).
    if (rows[0]) await routineRunsRepo.restart(tx, rows[0].id, now);
    return rows[0];
  },

  async markRead(tx: Tx, clinicId: string, chatId: string): Promise<void> {
    await tx
      .update(chats)
      .set({ unread: 0 })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
  },

  /** The chat, locked until the transaction ends (a decision on its current state). */
  async findForUpdate(tx: Tx, clinicId: string, chatId: string): Promise<ChatRow | undefined> {
    const rows = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .limit(1)
      .for('update');
    return rows[0];
  },

  /** The chats' names by chat id, in one read (a chat without a name goes by its number). */
  async names(tx: Tx, clinicId: string, chatIds: string[]): Promise<Map<string, string>> {
    if (chatIds.length === 0) return new Map();
    const rows = await tx
      .select({ chatId: chats.chatId, name: chats.name })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), inArray(chats.chatId, chatIds)));
    return new Map(rows.map((r) => [r.chatId, r.name?.trim() || r.chatId]));
  },

  /** Of these chat ids, the ones the clinic has a chat for. */
  async present(tx: Tx, clinicId: string, chatIds: string[]): Promise<Set<string>> {
    return new Set((await chatsRepo.names(tx, clinicId, chatIds)).keys());
  },

  /** A page of the clinic's chats by chat id, after `after` (the public API's cursor). */
  async pageByChatId(tx: Tx, clinicId: string, after: string | undefined, limit: number) {
    return tx
      .select({
        chatId: chats.chatId,
        name: chats.name,
        phone: chats.phone,
        column: chats.column,
        unread: chats.unread,
        lastMessageTime: chats.lastMessageTime,
        lastMessageContent: chats.lastMessageContent,
      })
      .from(chats)
      .where(
        and(
          eq(chats.clinicId, clinicId),
          after === undefined ? undefined : gt(chats.chatId, after),
        ),
      )
      .orderBy(asc(chats.chatId))
      .limit(limit);
  },

  /** The clinic's chat with this phone (digits with country code), if it has one. */
  async chatIdForPhone(tx: Tx, clinicId: string, phone: string): Promise<string | undefined> {
    const digits = phone.replace(/\D/g, '');
    if (!digits) return undefined;
    const rows = await tx
      .select({ chatId: chats.chatId })
      .from(chats)
      .where(
        and(
          eq(chats.clinicId, clinicId),
          sql`(${chats.chatId} = ${digits} or ${chats.phone} = ${digits})`,
        ),
      )
      .orderBy(asc(chats.chatId))
      .limit(1);
    return rows[0]?.chatId;
  },

  /**
   * A chat for a phone nobody wrote from yet (the public API's send to a new number), keyed and
   * addressed by the phone. True when this call made it; false when the chat was there.
   */
  async openForPhone(
    tx: Tx,
    clinicId: string,
    chatId: string,
    instanceId: string | null,
  ): Promise<boolean> {
    const rows = await tx
      .insert(chats)
      .values({ clinicId, chatId, phone: chatId, instanceId })
      .onConflictDoNothing({ target: [chats.clinicId, chats.chatId] })
      .returning({ id: chats.id });
    return rows.length > 0;
  },

  /**
   * Takes back a chat opened for a send that then failed: only while it holds no message (a
   * patient's message that arrived meanwhile keeps it).
   */
  async dropIfEmpty(tx: Tx, clinicId: string, chatId: string): Promise<void> {
    await tx
      .delete(chats)
      .where(
        and(
          eq(chats.clinicId, clinicId),
          eq(chats.chatId, chatId),
          sql`${chats.lastMessageTime} is null`,
          sql`not exists (select 1 from messages m where m.clinic_id = ${clinicId} and m.chat_id = ${chatId})`,
        ),
      );
  },

  async find(tx: Tx, clinicId: string, chatId: string): Promise<ChatRow | undefined> {
    const prepared = chatByKey(tx);
    if (prepared) return (await prepared.execute({ clinicId, chatId }))[0];
    const rows = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .limit(1);
    return rows[0];
  },
};
