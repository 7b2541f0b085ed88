import { MSG, type SyncPosition } from '@conecta/contract';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats, clinics } from '../../db/schema.ts';
import { changedAfter, snapshotColumns, toSyncPosition } from '../../db/sync-position.ts';
import type { ProviderChat } from '../../providers/messaging-provider.ts';
import { patientReplied } from './chat-message-upsert.ts';

export type ChatRow = typeof chats.$inferSelect;

/** The columns a board card needs: reading only these halves the time of a 10,000-chat list. */
const boardColumns = {
  id: chats.id,
  chatId: chats.chatId,
  name: chats.name,
  phone: chats.phone,
  column: chats.column,
  unread: chats.unread,
  lastMessageTime: chats.lastMessageTime,
  lastMessageContent: chats.lastMessageContent,
  lastMessageFromMe: chats.lastMessageFromMe,
  profileThumbnail: chats.profileThumbnail,
  isGroup: chats.isGroup,
  isNewsletter: chats.isNewsletter,
  routineLastSeq: chats.routineLastSeq,
  routineAnchorAt: chats.routineAnchorAt,
  routineError: chats.routineError,
  routineOptedOutAt: chats.routineOptedOutAt,
  routineRetryAt: chats.routineRetryAt,
  assignedTo: chats.assignedTo,
};
export type BoardChatRow = Pick<ChatRow, keyof typeof boardColumns>;

/** Portuguese (and Spanish) accented letters and their plain forms, for `translate()`. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

export const chatsRepo = {
  /**
   * The chats with a message containing `folded` (already lower case, without accents),
   * the most recently written first. The content is folded in SQL the same way, so 'joao' finds
   * 'João'; chats erased under the LGPD are gone from `chats` and so from the answer.
   */
  async withMessageContaining(
    tx: Tx,
    clinicId: string,
    folded: string,
    limit: number,
  ): Promise<string[]> {
    const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const result = (await tx.execute(sql`
      select m.chat_id from messages m
      join chats c on c.clinic_id = m.clinic_id and c.chat_id = m.chat_id
      where m.clinic_id = ${clinicId} and m.content is not null and m.type <> 'audio'
        and translate(lower(m.content), ${ACCENTED}, ${PLAIN}) like ${pattern}
      group by m.chat_id
      order by max(m.timestamp) desc
      limit ${limit}
    `)) as unknown as { rows: Array<{ chat_id: string }> };
    return result.rows.map((r) => r.chat_id);
  },

  /**
   * Merges a page of the provider's chat list. Only what the provider owns is overwritten (name,
   * thumbnail, type); the column, tags, tasks and messages of a known chat are never touched, and
   * the last message only moves forward in time.
   */
  async mergeFromProvider(
    tx: Tx,
    clinicId: string,
    page: ProviderChat[],
    now: Date,
  ): Promise<void> {
    if (page.length === 0) return;
    await tx
      .insert(chats)
      .values(
        page.map((c) => ({
          clinicId,
          chatId: c.phone,
          phone: c.phone,
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

  async list(tx: Tx, clinicId: string): Promise<BoardChatRow[]> {
    return tx
      .select(boardColumns)
      .from(chats)
      .where(eq(chats.clinicId, clinicId))
      .orderBy(sql`${chats.lastMessageTime} desc nulls last`, asc(chats.id));
  },

  /** The cards of the chats written since the position (see `changedAfter`, migration 0012). */
  async changedSince(tx: Tx, clinicId: string, since: SyncPosition): Promise<BoardChatRow[]> {
    return tx
      .select(boardColumns)
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), changedAfter(chats.changeXid, since)));
  },

  /**
   * Where a board sync stands, read before the list it goes with: the clinic's board epoch and
   * the snapshot (`snapshotColumns`).
   */
  async syncPoint(tx: Tx, clinicId: string): Promise<{ epoch: number; position: SyncPosition }> {
    const rows = await tx
      .select({ epoch: clinics.boardEpoch, ...snapshotColumns })
      .from(clinics)
      .where(eq(clinics.id, clinicId));
    return { epoch: rows[0]?.epoch ?? 0, position: toSyncPosition(rows[0]) };
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
        // The card's 'waiting for consent' line is no longer true once it is recorded (the
        // message goes at its next look, within WINDOW_RECHECK_MS).
        ...(consent
          ? {
              updatedAt: consent.at,
              routineError: sql`case when ${chats.routineError} = ${MSG.cloudApi.waitingNoConsent} then null else ${chats.routineError} end`,
            }
          : {}),
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
      .set({
        ...patientReplied,
        routineAnchorAt: now,
        routineClaimedAt: null,
        routineOptedOutAt: null,
      })
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .returning();
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

  async find(tx: Tx, clinicId: string, chatId: string): Promise<ChatRow | undefined> {
    const rows = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .limit(1);
    return rows[0];
  },
};
