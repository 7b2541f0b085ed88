import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  type Placeholder,
  sql,
} from 'drizzle-orm';

import { attemptRepo, findSentEcho } from '../../db/attempt-claims.ts';
import type { AnswerCheck } from '../../db/answer-checks.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  slotOfferMessages,
  slotOffers,
  waitingListEntries,
} from '../../db/schema.ts';
import { findChat, lastWrittenSibling, sendChatKey, sentToChat } from '../conversations/index.ts';

const p = sql.placeholder;
type Param<T> = T | Placeholder;

export type WaitingEntryRow = typeof waitingListEntries.$inferSelect;
export type SlotOfferRow = typeof slotOffers.$inferSelect;
export type OfferMessageRow = typeof slotOfferMessages.$inferSelect;
/**
 * An offer message as the automatic sender claims it: with the key of the chat it goes to
 * (`sendChatId`: the waiting patient's own, or their chat on the number they last wrote to,
 * chosen by the claim, issue 48), so that the gate counts it on that number.
 */
export type ClaimedOfferMessage = OfferMessageRow & { sendChatId: string };
type AppointmentRow = typeof appointments.$inferSelect;

async function offerMessagesByIds(tx: Tx, ids: string[]): Promise<ClaimedOfferMessage[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...getTableColumns(slotOfferMessages),
      sendChatId: sendChatKey(slotOfferMessages.siblingChatRowId, slotOfferMessages.chatId),
    })
    .from(slotOfferMessages)
    .where(inArray(slotOfferMessages.id, ids))
    .orderBy(asc(slotOfferMessages.position));
}

/**
 * Each claim of an offer message chooses the chat it goes to anew: the patient's chat on the
 * number they last wrote to, if that number can send it now (an offer has no template: a Cloud
 * API chat only inside its window), else their own; a stop word on their own chat keeps it there.
 */
const offerSibling = (now: Date) =>
  sql`sibling_chat_row_id = ${lastWrittenSibling({
    clinicId: sql`slot_offer_messages.clinic_id`,
    ownChatId: sql`slot_offer_messages.chat_id`,
    now,
    template: null,
    keepsOptOut: true,
  })}`;

/** This chat (clinic, key) received the offer message: its own, or a sibling's sent here. */
const offeredOnChat = (clinicId: Param<string>, chatId: Param<string>) =>
  sql`${slotOfferMessages.id} in ${sentToChat('slot_offer_messages', clinicId, chatId)}`;

/** An offer of a slot still ahead sent to this chat and not answered yet. */
const unansweredOfferWhere = (clinicId: Param<string>, chatId: Param<string>, now: Param<Date>) =>
  and(
    offeredOnChat(clinicId, chatId),
    eq(slotOfferMessages.kind, 'offer'),
    eq(slotOfferMessages.status, 'sent'),
    isNull(slotOfferMessages.answeredAt),
    gt(slotOffers.startsAt, now),
  );

/**
 * `unansweredOffer`'s question as a check asked beside the other features' (a patient's message
 * asks them all in one statement).
 */
export const offerAwaitsAnswer: AnswerCheck = {
  exists: (db: Db) =>
    sql`exists (${db
      .select({ one: sql`1` })
      .from(slotOfferMessages)
      .innerJoin(slotOffers, eq(slotOffers.id, slotOfferMessages.offerId))
      .where(unansweredOfferWhere(p('clinicId'), p('chatId'), p('offerNow')))})`,
  params: (now) => ({ offerNow: now }),
};

/** The waiting list, the offers of freed slots and their messages; the rules are in the service. */
export const waitingListRepo = {
  /**
   * The offer messages' send attempts, for the automatic sender; in the list's order within a
   * due time, so the first in line hears of the slot first.
   */
  messageAttempts: attemptRepo(slotOfferMessages, offerMessagesByIds, {
    orderBy: sql`next_attempt_at, position`,
    claimSet: offerSibling,
  }),

  async insert(tx: Tx, values: typeof waitingListEntries.$inferInsert): Promise<WaitingEntryRow> {
    const [row] = await tx.insert(waitingListEntries).values(values).returning();
    return row!;
  },

  async findWaiting(tx: Tx, clinicId: string, chatId: string) {
    const [row] = await tx
      .select()
      .from(waitingListEntries)
      .where(
        and(
          eq(waitingListEntries.clinicId, clinicId),
          eq(waitingListEntries.chatId, chatId),
          eq(waitingListEntries.status, 'waiting'),
        ),
      )
      .limit(1);
    return row;
  },

  async find(tx: Tx, clinicId: string, id: string): Promise<WaitingEntryRow | undefined> {
    const [row] = await tx
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.id, id), eq(waitingListEntries.clinicId, clinicId)))
      .limit(1);
    return row;
  },

  async setStatus(tx: Tx, id: string, status: WaitingEntryRow['status'], now: Date) {
    await tx
      .update(waitingListEntries)
      .set({ status, updatedAt: now })
      .where(eq(waitingListEntries.id, id));
  },

  /** Who waits, first come first. */
  async waiting(tx: Tx, clinicId: string): Promise<WaitingEntryRow[]> {
    return tx
      .select()
      .from(waitingListEntries)
      .where(
        and(eq(waitingListEntries.clinicId, clinicId), eq(waitingListEntries.status, 'waiting')),
      )
      .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  },

  /** Appointments cancelled or asking to be moved, from `from` to `to`: the freed slots. */
  async freedBetween(tx: Tx, clinicId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
    return tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          inArray(appointments.state, ['cancelled', 'reschedule']),
          gte(appointments.startsAt, from),
          sql`${appointments.startsAt} < ${to.toISOString()}`,
        ),
      )
      .orderBy(asc(appointments.startsAt));
  },

  async offersOf(tx: Tx, clinicId: string, appointmentIds: string[]): Promise<SlotOfferRow[]> {
    if (appointmentIds.length === 0) return [];
    return tx
      .select()
      .from(slotOffers)
      .where(
        and(eq(slotOffers.clinicId, clinicId), inArray(slotOffers.appointmentId, appointmentIds)),
      );
  },

  /** Per offer, how many patients it messages and how many of those messages went out. */
  async offerCounts(
    tx: Tx,
    offerIds: string[],
  ): Promise<Map<string, { messaged: number; sent: number }>> {
    if (offerIds.length === 0) return new Map();
    const rows = await tx
      .select({
        offerId: slotOfferMessages.offerId,
        n: sql<number>`count(*)::int`,
        sent: sql<number>`count(*) filter (where ${slotOfferMessages.status} = 'sent')::int`,
      })
      .from(slotOfferMessages)
      .where(and(inArray(slotOfferMessages.offerId, offerIds), eq(slotOfferMessages.kind, 'offer')))
      .groupBy(slotOfferMessages.offerId);
    return new Map(rows.map((r) => [r.offerId, { messaged: Number(r.n), sent: Number(r.sent) }]));
  },

  /**
   * The offer messages still to go, of open offers of slots ahead: each with its patient's
   * entry, its offer, when it is next due and its slot; the first due first.
   */
  async offersToGo(tx: Tx, clinicId: string, now: Date) {
    return (
      tx
        .select({
          id: slotOfferMessages.id,
          entryId: slotOfferMessages.entryId,
          offerId: slotOfferMessages.offerId,
          // The patient's chat: its number's day says when the message goes (issue 48).
          chatId: slotOfferMessages.chatId,
          nextAttemptAt: slotOfferMessages.nextAttemptAt,
          startsAt: slotOffers.startsAt,
        })
        .from(slotOfferMessages)
        .innerJoin(slotOffers, eq(slotOffers.id, slotOfferMessages.offerId))
        .where(
          and(
            eq(slotOfferMessages.clinicId, clinicId),
            eq(slotOfferMessages.kind, 'offer'),
            inArray(slotOfferMessages.status, ['pending', 'sending']),
            eq(slotOffers.status, 'open'),
            gt(slotOffers.startsAt, now),
          ),
        )
        .orderBy(asc(slotOfferMessages.nextAttemptAt), asc(slotOfferMessages.position))
        // Offers are made on the slots 'Consultas' lists (two weeks ahead), a few patients each.
        .limit(2000)
    );
  },

  /** One offer per freed appointment: undefined when it was offered already (unique index). */
  async insertOffer(
    tx: Tx,
    values: typeof slotOffers.$inferInsert,
  ): Promise<SlotOfferRow | undefined> {
    const [row] = await tx.insert(slotOffers).values(values).onConflictDoNothing().returning();
    return row;
  },

  async findOffer(tx: Tx, id: string): Promise<SlotOfferRow | undefined> {
    const [row] = await tx.select().from(slotOffers).where(eq(slotOffers.id, id)).limit(1);
    return row;
  },

  /**
   * The slot goes to `entryId` if nobody took it yet: one conditional update, so of two answers
   * that race (in one process or two) exactly one finds it open.
   */
  async take(tx: Tx, offerId: string, entryId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(slotOffers)
      .set({ status: 'taken', winnerEntryId: entryId, takenAt: now })
      .where(and(eq(slotOffers.id, offerId), eq(slotOffers.status, 'open')))
      .returning({ id: slotOffers.id });
    return rows.length > 0;
  },

  async setNewAppointment(tx: Tx, offerId: string, appointmentId: string) {
    await tx
      .update(slotOffers)
      .set({ newAppointmentId: appointmentId })
      .where(eq(slotOffers.id, offerId));
  },

  /** Messages to send; one of a kind per patient and offer (a repeated '1' adds nothing). */
  async insertMessages(tx: Tx, rows: Array<typeof slotOfferMessages.$inferInsert>) {
    if (rows.length > 0) await tx.insert(slotOfferMessages).values(rows).onConflictDoNothing();
  },

  /** The latest offer this chat received and has not answered, of a slot still ahead. */
  async unansweredOffer(tx: Tx, clinicId: string, chatId: string, now: Date) {
    const [row] = await tx
      .select({ message: slotOfferMessages, offer: slotOffers })
      .from(slotOfferMessages)
      .innerJoin(slotOffers, eq(slotOffers.id, slotOfferMessages.offerId))
      .where(unansweredOfferWhere(clinicId, chatId, now))
      .orderBy(desc(slotOfferMessages.sentAt))
      .limit(1);
    return row;
  },

  /**
   * The unanswered offer this chat received as provider message `messageId`, of a slot still
   * ahead: what a reaction on that message answers.
   */
  async offerSentAs(tx: Tx, clinicId: string, chatId: string, messageId: string, now: Date) {
    const [row] = await tx
      .select({ message: slotOfferMessages, offer: slotOffers })
      .from(slotOfferMessages)
      .innerJoin(slotOffers, eq(slotOffers.id, slotOfferMessages.offerId))
      .where(
        and(
          eq(slotOfferMessages.clinicId, clinicId),
          offeredOnChat(clinicId, chatId),
          eq(slotOfferMessages.messageId, messageId),
          eq(slotOfferMessages.kind, 'offer'),
          eq(slotOfferMessages.status, 'sent'),
          isNull(slotOfferMessages.answeredAt),
          gt(slotOffers.startsAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Marks an offer answered; false when another request answered it first. */
  async markAnswered(tx: Tx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(slotOfferMessages)
      .set({ answeredAt: now })
      .where(and(eq(slotOfferMessages.id, id), isNull(slotOfferMessages.answeredAt)))
      .returning({ id: slotOfferMessages.id });
    return rows.length > 0;
  },

  async chatRow(tx: Tx, clinicId: string, chatId: string) {
    const row = await findChat(tx, clinicId, chatId);
    return row && { id: row.id, chatId: row.chatId, name: row.name, phone: row.phone };
  },

  /** The provider's echo of this text in the chat it went to since the message was written. */
  findEcho: (tx: Tx, m: OfferMessageRow, sent: { chatId: string; text: string }) =>
    findSentEcho(tx, {
      clinicId: m.clinicId,
      chatId: sent.chatId,
      text: sent.text,
      due: m.createdAt,
    }),
};
