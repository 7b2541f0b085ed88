import type { SyncPosition } from '@conecta/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';

import type { Tx } from '../../db/client.ts';
import { chats, clinics, routineRuns } from '../../db/schema.ts';
import { changedAfter, snapshotColumns, toSyncPosition } from '../../db/sync-position.ts';

/** The columns a board card needs: reading only these halves the time of a 10,000-chat list. */
export const boardColumns = {
  id: chats.id,
  chatId: chats.chatId,
  name: chats.name,
  phone: chats.phone,
  username: chats.username,
  instanceId: chats.instanceId,
  column: chats.column,
  unread: chats.unread,
  lastMessageTime: chats.lastMessageTime,
  lastMessageContent: chats.lastMessageContent,
  lastMessageFromMe: chats.lastMessageFromMe,
  profileThumbnail: chats.profileThumbnail,
  isGroup: chats.isGroup,
  isNewsletter: chats.isNewsletter,
  routineOptedOutAt: chats.routineOptedOutAt,
  assignedTo: chats.assignedTo,
  // The chat's follow-up run (routine_runs, one row per chat): its step, wait and waiting line.
  routineLastSeq: routineRuns.lastSeq,
  routineAnchorAt: routineRuns.anchorAt,
  routineError: routineRuns.lastError,
  routineRetryAt: routineRuns.nextAttemptAt,
};
export type BoardChatRow = {
  [K in keyof typeof boardColumns]: (typeof boardColumns)[K]['_']['notNull'] extends true
    ? (typeof boardColumns)[K]['_']['data']
    : (typeof boardColumns)[K]['_']['data'] | null;
};

/** The board's cards read whole: one chat, the clinic's list, what changed since a position. */
export const boardCardsRepo = {
  /** One chat's card row (a chat just moved). */
  async findCard(tx: Tx, clinicId: string, chatId: string): Promise<BoardChatRow | undefined> {
    const [row] = await tx
      .select(boardColumns)
      .from(chats)
      .innerJoin(routineRuns, eq(routineRuns.chatRowId, chats.id))
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)));
    return row;
  },

  async list(tx: Tx, clinicId: string): Promise<BoardChatRow[]> {
    return tx
      .select(boardColumns)
      .from(chats)
      .innerJoin(routineRuns, eq(routineRuns.chatRowId, chats.id))
      .where(eq(chats.clinicId, clinicId))
      .orderBy(sql`${chats.lastMessageTime} desc nulls last`, asc(chats.id));
  },

  /**
   * The cards of the chats, or of their follow-up runs, written since the position (see
   * `changedAfter`, migrations 0012 and 0049): two index ranges, each one clinic's changes.
   */
  async changedSince(tx: Tx, clinicId: string, since: SyncPosition): Promise<BoardChatRow[]> {
    const cards = () =>
      tx
        .select(boardColumns)
        .from(chats)
        .innerJoin(routineRuns, eq(routineRuns.chatRowId, chats.id));
    return union(
      cards().where(and(eq(chats.clinicId, clinicId), changedAfter(chats.changeXid, since))),
      cards().where(
        and(eq(routineRuns.clinicId, clinicId), changedAfter(routineRuns.changeXid, since)),
      ),
    );
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
};
